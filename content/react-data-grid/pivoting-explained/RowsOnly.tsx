import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns, productCommits } from './commit-columns';

// Step 1, rows: one row per product. Without values, the rows have nothing to show yet.
export default function RowsOnly() {
  return (
    <div style={{ height: 340 }}>
      <DataGridPremium
        rows={productCommits}
        columns={commitColumns}
        initialState={{
          pivoting: { enabled: true, model: { rows: [{ field: 'product' }], columns: [], values: [] } },
        }}
      />
    </div>
  );
}
