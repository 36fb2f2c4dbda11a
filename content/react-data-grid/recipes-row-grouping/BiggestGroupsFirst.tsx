import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type DataGridPremiumProps,
  type GridSortCellParams,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const size = ({ rowNode }: GridSortCellParams) =>
  rowNode.type === 'group' ? rowNode.children.length : 0;

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Product (by commits)',
  width: 240,
  // Groups compare by how many rows they hold; rows inside keep comparing by value.
  sortComparator: (a, b, paramsA, paramsB) =>
    size(paramsA) - size(paramsB) || String(a).localeCompare(String(b)),
};

export default function BiggestGroupsFirst() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['product'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
    </div>
  );
}
