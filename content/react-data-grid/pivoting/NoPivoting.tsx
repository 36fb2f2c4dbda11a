import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function NoPivoting() {
  // Starts enabled: a grid that mounts with disablePivoting shows an empty field list when
  // pivoting is turned on later.
  const [disabled, setDisabled] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disablePivoting"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          showToolbar
          disablePivoting={disabled}
        />
      </div>
    </div>
  );
}
