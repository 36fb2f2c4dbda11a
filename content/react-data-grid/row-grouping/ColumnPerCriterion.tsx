import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function ColumnPerCriterion() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label={`rowGroupingColumnMode="${multiple ? 'multiple' : 'single'}"`}
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
          defaultGroupingExpansionDepth={1}
        />
      </div>
    </div>
  );
}
