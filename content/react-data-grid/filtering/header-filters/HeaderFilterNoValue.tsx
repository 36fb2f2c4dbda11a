import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// An operator without a value: the header cell shows its label instead of
// an input, and the filter applies as soon as the reader picks it.
const grewOperator: GridFilterOperator<Airport, number> = {
  value: 'grew',
  label: 'Grew since 2019',
  headerLabel: 'Grew',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value, row) => value > row.y2019,
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 100 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 130 },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 150,
    filterOperators: [...getGridNumericOperators(), grewOperator],
  },
];

export default function HeaderFilterNoValue() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'y2023', operator: 'grew' }] } },
        }}
      />
    </Box>
  );
}
