import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Each release gets two columns: how many commits, and the files they changed.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'release' }],
  values: [
    { field: 'author', aggFunc: 'size' },
    { field: 'files', aggFunc: 'sum' },
  ],
};

export default function SeveralValues() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </div>
  );
}
