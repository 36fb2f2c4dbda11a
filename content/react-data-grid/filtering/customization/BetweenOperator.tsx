import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Flat {
  id: number;
  neighbourhood: string;
  rooms: number;
  size: number;
  rent: number;
}

const rows: Flat[] = [
  { id: 1, neighbourhood: 'Kreuzberg', rooms: 2, size: 58, rent: 1180 },
  { id: 2, neighbourhood: 'Prenzlauer Berg', rooms: 3, size: 84, rent: 1690 },
  { id: 3, neighbourhood: 'Neukölln', rooms: 1, size: 36, rent: 760 },
  { id: 4, neighbourhood: 'Friedrichshain', rooms: 2, size: 63, rent: 1250 },
  { id: 5, neighbourhood: 'Charlottenburg', rooms: 4, size: 112, rent: 2240 },
  { id: 6, neighbourhood: 'Wedding', rooms: 2, size: 55, rent: 890 },
  { id: 7, neighbourhood: 'Moabit', rooms: 3, size: 71, rent: 1120 },
  { id: 8, neighbourhood: 'Schöneberg', rooms: 1, size: 42, rent: 980 },
];

// The item keeps both fields as typed; an empty string leaves that end open.
type RangeText = [string, string];

function RangeInput({
  item,
  applyValue,
  focusElementRef,
}: GridFilterInputValueProps) {
  const [from, to]: RangeText = item.value ?? ['', ''];

  const update = (index: 0 | 1, text: string) => {
    const next: RangeText = [from, to];
    next[index] = text;
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'flex-end' }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={from}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={to}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Flat, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    // The number column's valueParser has turned each end into a number, or '' into null.
    const [from, to]: [number | null, number | null] = filterItem.value ?? [null, null];
    if (from === null && to === null) {
      return null;
    }
    return (value) =>
      (from === null || value >= from) && (to === null || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: ([from, to]: RangeText) => `${from || '…'} – ${to || '…'}`,
};

// Keep only the numeric operators that make sense for money, then add the range.
const rentOperators = [
  ...getGridNumericOperators().filter((operator) =>
    ['<=', '>='].includes(operator.value),
  ),
  betweenOperator,
];

const columns: GridColDef<Flat>[] = [
  {
    field: 'neighbourhood',
    headerName: 'Neighbourhood',
    flex: 1,
    minWidth: 160,
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'startsWith'].includes(operator.value),
    ),
  },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'size', headerName: 'Size (m²)', type: 'number', width: 110 },
  {
    field: 'rent',
    headerName: 'Rent (€)',
    type: 'number',
    width: 150,
    filterOperators: rentOperators,
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rent', operator: 'between', value: ['900', '1300'] }],
            },
          },
        }}
      />
    </Box>
  );
}
