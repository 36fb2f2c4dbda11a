import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function FilteredOrAll() {
  const [all, setAll] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
        label={`aggregationRowsScope="${all ? 'all' : 'filtered'}"`}
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          // 8.7.0 reads the scope when the filter changes, not when the prop does: remount.
          key={all ? 'all' : 'filtered'}
          rows={commits}
          columns={commitColumns}
          aggregationRowsScope={all ? 'all' : 'filtered'}
          initialState={{
            filter: { filterModel: { items: [{ field: 'product', operator: 'equals', value: 'Charts' }] } },
            aggregation: { model: { files: 'sum', subject: 'size' } },
            // Keep Subject and Files in view without scrolling sideways.
            columns: { columnVisibilityModel: { date: false, author: false } },
          }}
        />
      </div>
    </div>
  );
}
