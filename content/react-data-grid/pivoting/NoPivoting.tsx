import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function NoPivoting() {
  const [disabled, setDisabled] = React.useState(true);

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
