import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function FilesTotal() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{
          aggregation: { model: { files: 'sum', subject: 'size' } },
          // Keep Subject and Files in view without scrolling sideways.
          columns: { columnVisibilityModel: { date: false, author: false } },
        }}
      />
    </div>
  );
}
