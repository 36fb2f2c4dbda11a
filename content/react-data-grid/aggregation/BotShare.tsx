import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// The share of a group's commits made by bots (Renovate, Dependabot…). getCellValue hands
// `apply` what it needs from each row, here a yes or no, instead of the cell's value.
const botShare: GridAggregationFunction<boolean, number | null> = {
  label: 'bot share',
  hasCellUnit: false,
  getCellValue: ({ row }) => row.author.endsWith('[bot]'),
  apply: ({ values }) =>
    values.length === 0 ? null : values.filter(Boolean).length / values.length,
  valueFormatter: (value: number | null) => (value == null ? '' : `${Math.round(value * 100)} %`),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, botShare };

export default function BotShare() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['release'] },
          aggregation: { model: { author: 'botShare', files: 'sum' } },
          // Keep Author and Files in view without scrolling sideways.
          columns: { columnVisibilityModel: { release: false, date: false, subject: false } },
        }}
      />
    </div>
  );
}
