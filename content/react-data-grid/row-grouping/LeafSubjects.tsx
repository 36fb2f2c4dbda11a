import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Product / commit',
  width: 420,
  // Rows that are not groups show their subject in the grouping column.
  leafField: 'subject',
  hideDescendantCount: true,
};

export default function LeafSubjects() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['product'] },
          columns: { columnVisibilityModel: { product: false, subject: false } },
        }}
      />
    </div>
  );
}
