import Box from '@mui/material/Box';
import {
  DataGrid,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// In the passenger columns, a search word such as ">80" or "<75" compares
// numbers. Any other word returns null: this column then takes no part in
// matching it, and the text columns search for it as usual.
const compareNumbers: GetApplyQuickFilterFn<Airport, number> = (value: string) => {
  const match = /^([<>])(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return null;
  const [, sign, figure] = match;
  const limit = Number(figure);
  return (cellValue) => (sign === '>' ? cellValue > limit : cellValue < limit);
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  {
    field: 'y2019',
    headerName: '2019 (M)',
    type: 'number',
    width: 110,
    getApplyQuickFilterFn: () => null,
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 110,
    getApplyQuickFilterFn: compareNumbers,
  },
];

export default function QuickFilterComparison() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['>80'] } },
        }}
      />
    </Box>
  );
}
