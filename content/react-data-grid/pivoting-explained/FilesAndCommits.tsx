import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { commitColumns, productCommits } from './commit-columns';

// Two values: every release gets a Files column and a Commits column, in this order.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'release' }],
  values: [
    { field: 'files', aggFunc: 'sum' },
    { field: 'subject', aggFunc: 'size' }, // counting subjects counts commits
  ],
};

export default function FilesAndCommits() {
  return (
    <div style={{ height: 340 }}>
      <DataGridPremium
        rows={productCommits}
        columns={commitColumns}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        // The generated columns copy the source column's header and widths; rename this one.
        pivotingColDef={(field) =>
          field === 'subject' ? { headerName: 'Commits', width: 110, minWidth: 110 } : undefined
        }
      />
    </div>
  );
}
