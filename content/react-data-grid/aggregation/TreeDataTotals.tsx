import {
  DataGridPremium,
  GRID_TREE_DATA_GROUPING_FIELD,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// Product, then author, then the commit. The hash ends each path, which must be unique.
const getTreeDataPath = (row: Commit) => [row.product, row.author, row.id];

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Product / author / commit',
  width: 290,
};

export default function TreeDataTotals() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        treeData
        rows={commits}
        columns={commitColumns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        initialState={{
          aggregation: { model: { files: 'sum', date: 'max' } },
          // The path already shows them.
          columns: {
            columnVisibilityModel: { release: false, product: false, author: false },
            // The summed column first, where a narrow screen still shows it.
            orderedFields: [GRID_TREE_DATA_GROUPING_FIELD, 'files', 'date', 'subject'],
          },
        }}
      />
    </div>
  );
}
