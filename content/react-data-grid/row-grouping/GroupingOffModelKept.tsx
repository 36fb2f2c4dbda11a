import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const initialModel: GridRowGroupingModel = ['release'];

export default function GroupingOffModelKept() {
  const apiRef = useGridApiRef();
  const [disabled, setDisabled] = React.useState(true);
  const [model, setModel] = React.useState(initialModel);

  // While grouping is disabled, these calls still store the model and report it; the rows
  // stay flat until the switch turns grouping back on.
  const groupBy = (fields: GridRowGroupingModel) => apiRef.current?.setRowGroupingModel(fields);

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
          }
          label="disableRowGrouping"
        />
        <Button size="small" variant="outlined" onClick={() => groupBy(['release'])}>
          Release
        </Button>
        <Button size="small" variant="outlined" onClick={() => groupBy(['product', 'author'])}>
          Product, then author
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={commits}
          columns={commitColumns}
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: initialModel } }}
          onRowGroupingModelChange={setModel}
        />
      </div>
      <code>Model in the grid: {JSON.stringify(model)}</code>
    </Stack>
  );
}
