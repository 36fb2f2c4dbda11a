import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function PerRelease() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{
          rowGrouping: { model: ['release'] },
          aggregation: { model: { files: 'sum', subject: 'size', date: 'max' } },
          // Keep the aggregated columns in view without scrolling sideways.
          columns: { columnVisibilityModel: { release: false, product: false, author: false } },
        }}
      />
    </div>
  );
}
