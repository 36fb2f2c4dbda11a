import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

const productColors: Record<string, 'primary' | 'secondary' | 'success' | 'warning'> = {
  'Data Grid': 'primary',
  Charts: 'secondary',
  'Date and Time Pickers': 'success',
  'Tree View': 'warning',
};

// Used for the Product cells and, once grouped, for the group cells of the grouping
// column, inside the toggle and the count. There, the params are the grouping column's:
// read `value` (the group key), not `row.product`.
function ProductChip({ value }: GridRenderCellParams<Commit, string>) {
  if (!value) {
    return null;
  }
  return <Chip size="small" label={value} color={productColors[value] ?? 'default'} variant="outlined" />;
}

const columns: GridColDef<Commit>[] = commitColumns.map((column) =>
  column.field === 'product' ? { ...column, renderCell: (params) => <ProductChip {...params} /> } : column,
);

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  width: 260,
  renderHeader: () => <strong>Product (commits)</strong>,
};

export default function GroupCellContent() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['product'] } }}
      />
    </Box>
  );
}
