import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Coffee {
  id: number;
  name: string;
  origin: string;
  roast: string;
  rating: number;
}

const rows: Coffee[] = [
  {
    id: 1,
    name: 'Yirgacheffe Kochere',
    origin: 'Ethiopia',
    roast: 'Light',
    rating: 5,
  },
  { id: 2, name: 'Huila Supremo', origin: 'Colombia', roast: 'Medium', rating: 4 },
  {
    id: 3,
    name: 'Sumatra Mandheling',
    origin: 'Indonesia',
    roast: 'Dark',
    rating: 3,
  },
  {
    id: 4,
    name: 'Antigua Pastores',
    origin: 'Guatemala',
    roast: 'Medium',
    rating: 4,
  },
  { id: 5, name: 'Kenya Nyeri AA', origin: 'Kenya', roast: 'Light', rating: 5 },
  { id: 6, name: 'Cerrado Mineiro', origin: 'Brazil', roast: 'Dark', rating: 2 },
  {
    id: 7,
    name: 'Tarrazú La Pastora',
    origin: 'Costa Rica',
    roast: 'Medium',
    rating: 3,
  },
];

// The value input shown in the filter panel: stars instead of a text field.
function RatingInput({
  item,
  applyValue,
  focusElementRef,
}: GridFilterInputValueProps) {
  const ratingRef = React.useRef<HTMLSpanElement>(null);
  // The grid calls focus() on focusElementRef when the panel opens. The rating's root
  // cannot take focus, so move it to the checked star.
  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => ratingRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
  }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 40, pl: 1 }}>
      <Rating
        name="minimum-rating"
        value={item.value ?? null}
        onChange={(_event, value) => applyValue({ ...item, value })}
        ref={ratingRef}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Coffee, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      // No value yet: the item filters nothing.
      return null;
    }
    return (value) => value >= filterItem.value;
  },
  InputComponent: RatingInput,
  getValueAsString: (value: number) => `${value} stars`,
};

const columns: GridColDef<Coffee>[] = [
  { field: 'name', headerName: 'Coffee', flex: 1, minWidth: 180 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'roast', headerName: 'Roast', width: 100 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 160,
    renderCell: (params) => <Rating readOnly value={params.value} size="small" />,
    filterOperators: [atLeastOperator],
  },
];

export default function CustomRatingOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4 }],
            },
          },
        }}
      />
    </Box>
  );
}
