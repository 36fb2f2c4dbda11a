import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function ReleaseThenProduct() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
