import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Plain words instead of symbols, for readers who are not engineers.
// Only the label changes: the value, the filter function and the input are the built-in ones.
const wording: Record<string, string> = {
  '>': 'more than',
  '<': 'fewer than',
  '=': 'exactly',
  isEmpty: 'not reported',
};

const passengerOperators: GridFilterOperator[] = getGridNumericOperators()
  .filter((operator) => operator.value in wording)
  .map((operator) => ({ ...operator, label: wording[operator.value] }));

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  {
    field: 'y2023',
    headerName: 'Passengers 2023 (M)',
    type: 'number',
    width: 180,
    filterOperators: passengerOperators,
  },
];

export default function OperatorLabels() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'y2023', operator: '>', value: 80 }] } },
        }}
      />
    </Box>
  );
}
