import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Two operators that need no value: they compare the row's two years.
// No InputComponent, so the panel shows no value field; requiresFilterValue:
// false keeps their items in the model although they have no value.
const trendOperators: GridFilterOperator<Airport, number>[] = [
  {
    value: 'grew',
    label: 'grew since 2019',
    requiresFilterValue: false,
    getApplyFilterFn: () => (value, row) => value > row.y2019,
  },
  {
    value: 'shrank',
    label: 'shrank since 2019',
    requiresFilterValue: false,
    getApplyFilterFn: () => (value, row) => value < row.y2019,
  },
];

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 110,
    filterOperators: [...trendOperators, ...getGridNumericOperators()],
  },
];

export default function OperatorWithoutValue() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'y2023', operator: 'grew' }] } },
        }}
      />
    </Box>
  );
}
