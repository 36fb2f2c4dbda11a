import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Release sits in Columns, unticked: one total per product until the reader ticks it.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'release', hidden: true }],
  values: [
    { field: 'files', aggFunc: 'sum' },
    { field: 'author', aggFunc: 'size', hidden: true },
  ],
};

export default function HiddenFields() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true, panelOpen: true } }}
      />
    </div>
  );
}
