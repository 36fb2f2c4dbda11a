import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// Not groupable from the menus, yet the model below still groups by both. The reader can
// add Author and remove it again, but not undo the release and product levels.
const columns: GridColDef<Commit>[] = commitColumns.map((column) =>
  column.field === 'release' || column.field === 'product'
    ? { ...column, groupable: false }
    : column,
);

export default function ReadOnlyGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['release', 'product'] } }}
      />
    </Box>
  );
}
