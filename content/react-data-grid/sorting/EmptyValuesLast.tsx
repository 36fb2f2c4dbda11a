import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';
import { towers, type Tower } from './unfinished-towers';

// The grid uses the comparator from getSortComparator as it is, without
// reversing it for descending order: it orders the years for the direction
// itself, and puts empty values last either way.
const isEmpty = (value: unknown) => value === null || value === undefined;

function emptyLast(sortDirection: 'asc' | 'desc' | null | undefined): GridComparatorFn<number | null> {
  const sign = sortDirection === 'desc' ? -1 : 1;
  return (a, b, paramsA, paramsB) => {
    if (isEmpty(a) && isEmpty(b)) return 0;
    if (isEmpty(a)) return 1;
    if (isEmpty(b)) return -1;
    return sign * gridNumberComparator(a, b, paramsA, paramsB);
  };
}

const columns: GridColDef<Tower>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 170,
    valueFormatter: (value: number | null) => (value === null ? 'Under construction' : String(value)),
    getSortComparator: emptyLast,
  },
];

export default function EmptyValuesLast() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={towers}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'completed', sort: 'desc' }] } }}
      />
    </Box>
  );
}
