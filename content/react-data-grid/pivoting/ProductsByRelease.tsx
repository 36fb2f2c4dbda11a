import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function ProductsByRelease() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              // In each cell, the files changed…
              values: [{ aggFunc: 'sum', field: 'files' }],
              // …for one product (a row) in one release (a column).
              rows: [{ field: 'product' }],
              columns: [{ field: 'release' }],
            },
          },
        }}
      />
    </div>
  );
}
