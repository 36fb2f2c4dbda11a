import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Date columns get "year" and "quarter" columns to pivot on by default; these releases span
// only two quarters, so derive a month column instead.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (
  column,
) =>
  column.type === 'date'
    ? [
        {
          field: `${column.field}-month`,
          headerName: `${column.headerName} (month)`,
          // Derived columns read the raw row: here the YYYY-MM-DD string.
          valueGetter: (_value, row) => String(row[column.field]).slice(0, 7),
        },
      ]
    : undefined;

const pivotModel: GridPivotModel = {
  rows: [{ field: 'author' }],
  columns: [{ field: 'date-month' }],
  values: [{ field: 'files', aggFunc: 'size' }],
};

export default function ByMonth() {
  return (
    <div style={{ height: 440 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </div>
  );
}
