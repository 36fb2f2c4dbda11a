import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type DataGridPremiumProps } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function HideCounts() {
  const [hideCount, setHideCount] = React.useState(true);
  // Each new groupingColDef rebuilds the grouping column, so make one only when the switch moves.
  const groupingColDef = React.useMemo<DataGridPremiumProps['groupingColDef']>(
    () => ({ headerName: 'Release / product', hideDescendantCount: hideCount }),
    [hideCount],
  );

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />
        }
        label="hideDescendantCount"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </div>
    </div>
  );
}
