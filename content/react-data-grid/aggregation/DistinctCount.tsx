import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// How many different values the group holds: 59 commits, but how many authors?
// The function's valueFormatter formats its results only; the other cells of the
// column keep the column's own formatting.
const distinct: GridAggregationFunction<string, number> = {
  label: 'distinct',
  columnTypes: ['string'],
  hasCellUnit: false,
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  valueFormatter: (value: number) => `${value} different`,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, distinct };

export default function DistinctCount() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['release'] },
          columns: { columnVisibilityModel: { release: false, date: false } },
          aggregation: {
            model: { author: 'distinct', product: 'distinct', subject: 'size' },
          },
        }}
      />
    </Box>
  );
}
