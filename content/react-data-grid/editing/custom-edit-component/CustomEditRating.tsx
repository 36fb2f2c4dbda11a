import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  name: string;
  city: string;
  stars: number;
}

const rows: Hotel[] = [
  { id: 1, name: 'Hotel Kaiserhof', city: 'Vienna', stars: 4 },
  { id: 2, name: 'Casa do Rio', city: 'Porto', stars: 3 },
  { id: 3, name: 'The Harbourview', city: 'Hobart', stars: 5 },
  { id: 4, name: 'Riad Yasmine', city: 'Marrakesh', stars: 2 },
  { id: 5, name: 'Pension Alpenrose', city: 'Innsbruck', stars: 3 },
];

function RatingEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the keyboard focus into the editor when the cell is focused, so that
  // the arrow keys change the rating right away.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [hasFocus]);

  const handleChange = (_event: React.SyntheticEvent, newValue: number | null) => {
    // Updates the value being edited; the row changes when the edit is saved.
    apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating ref={ref} name={`stars-${id}`} value={value} onChange={handleChange} />
    </Box>
  );
}

const columns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 170,
    editable: true,
    display: 'flex',
    renderCell: ({ value }) => <Rating readOnly value={value} />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditRating() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
