import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function GroupByProduct() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{ rowGrouping: { model: ['product'] } }}
      />
    </div>
  );
}
