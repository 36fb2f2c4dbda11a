import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns, productCommits } from './commit-columns';

// Step 2, values: each product row gets the files its commits changed, summed.
export default function RowsAndValues() {
  return (
    <div style={{ height: 340 }}>
      <DataGridPremium
        rows={productCommits}
        columns={commitColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'product' }],
              columns: [],
              values: [{ field: 'files', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </div>
  );
}
