import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns, productCommits } from './commit-columns';

// The starting point: one row per commit, nothing pivoted.
export default function FlatCommits() {
  return (
    <div style={{ height: 360 }}>
      <DataGridPremium rows={productCommits} columns={commitColumns} />
    </div>
  );
}
