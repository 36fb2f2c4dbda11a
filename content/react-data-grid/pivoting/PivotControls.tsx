import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function PivotControls() {
  const [active, setActive] = React.useState(true);
  const [panelOpen, setPanelOpen] = React.useState(false);
  const [model, setModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'author' }],
    columns: [{ field: 'release', sort: 'desc' }],
    values: [{ field: 'files', aggFunc: 'max' }],
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
            />
          }
          label="pivotActive"
        />
        <FormControlLabel
          control={
            <Switch
              checked={panelOpen}
              onChange={(event) => setPanelOpen(event.target.checked)}
            />
          }
          label="pivotPanelOpen"
        />
      </Stack>
      <div style={{ height: 440 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          showToolbar
          pivotActive={active}
          onPivotActiveChange={setActive}
          pivotPanelOpen={panelOpen}
          onPivotPanelOpenChange={setPanelOpen}
          pivotModel={model}
          onPivotModelChange={setModel}
        />
      </div>
      <code style={{ fontSize: 12 }}>{JSON.stringify(model)}</code>
    </Stack>
  );
}
