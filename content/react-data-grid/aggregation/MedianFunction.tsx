import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// Half the commits touch fewer files, half touch more: a fairer "typical" size than the
// average, which a few sweeping commits pull up.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

export default function MedianFunction() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['product'] },
          aggregation: { model: { files: 'median' } },
          // Keep the Files column in view without scrolling sideways.
          columns: {
            columnVisibilityModel: { release: false, product: false, date: false, author: false },
          },
        }}
      />
    </div>
  );
}
