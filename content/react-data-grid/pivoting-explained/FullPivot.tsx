import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns, productCommits } from './commit-columns';

// Step 3, columns: the sum splits into one column per release.
export default function FullPivot() {
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
              columns: [{ field: 'release' }],
              values: [{ field: 'files', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </div>
  );
}
