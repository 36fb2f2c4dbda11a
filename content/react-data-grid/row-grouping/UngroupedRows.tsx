import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// The first [tag] of a subject: "charts-pro" in "[charts-pro] Add …". Release commits and
// Renovate's dependency bumps have none, so their Tag is null and they join no tag group.
// The grid also calls this for group rows, which have no subject.
function firstTag(subject?: string): string | null {
  return /^\s*\[([^\]]+)\]/.exec(subject ?? '')?.[1] ?? null;
}

const columns: GridColDef<Commit>[] = [
  {
    field: 'tag',
    headerName: 'Tag',
    width: 130,
    valueGetter: (_value, row) => firstTag(row.subject),
  },
  ...commitColumns,
];

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Product / tag / subject',
  width: 420,
  leafField: 'subject',
};

const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'product' && node.groupingKey === 'Infrastructure';

export default function UngroupedRows() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        groupingColDef={groupingColDef}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['product', 'tag'] },
          columns: { columnVisibilityModel: { product: false, subject: false } },
        }}
      />
    </div>
  );
}
