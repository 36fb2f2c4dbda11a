import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Columns by release, then by product inside each release: two levels of column groups.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'author' }],
  columns: [{ field: 'release' }, { field: 'product' }],
  values: [{ field: 'files', aggFunc: 'sum' }],
};

// The generated value columns are narrow: numbers only.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = { width: 110 };

export default function TwoLevelColumns() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </div>
  );
}
