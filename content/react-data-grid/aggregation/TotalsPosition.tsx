import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

type Rule = 'default' | 'group-footers' | 'grand-total-only';

const rules: Record<Rule, DataGridPremiumProps['getAggregationPosition']> = {
  // The grid's default: on the group row itself, and in the footer for the grand total.
  default: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  'group-footers': () => 'footer',
  // null: this group is not aggregated.
  'grand-total-only': (node) => (node.depth === -1 ? 'footer' : null),
};

export default function TotalsPosition() {
  const [rule, setRule] = React.useState<Rule>('group-footers');

  return (
    <div>
      <TextField
        select
        size="small"
        label="getAggregationPosition"
        value={rule}
        onChange={(event) => setRule(event.target.value as Rule)}
        sx={{ mb: 1, minWidth: 240 }}
      >
        <MenuItem value="default">Default</MenuItem>
        <MenuItem value="group-footers">A footer under each group</MenuItem>
        <MenuItem value="grand-total-only">Grand total only</MenuItem>
      </TextField>
      <div style={{ height: 420 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          getAggregationPosition={rules[rule]}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['release'] },
            aggregation: { model: { files: 'sum' } },
            // Keep the Files column in view without scrolling sideways.
            columns: { columnVisibilityModel: { release: false, product: false, author: false } },
          }}
        />
      </div>
    </div>
  );
}
