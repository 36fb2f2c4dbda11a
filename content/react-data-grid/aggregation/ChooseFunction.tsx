import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridAggregationModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const functions = ['sum', 'avg', 'min', 'max', 'size'];

export default function ChooseFunction() {
  const [model, setModel] = React.useState<GridAggregationModel>({ files: 'avg' });

  return (
    <div>
      <TextField
        select
        size="small"
        label="Files, per product"
        value={model.files ?? ''}
        onChange={(event) => setModel({ ...model, files: event.target.value })}
        sx={{ mb: 1, minWidth: 200 }}
      >
        {functions.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          initialState={{
            rowGrouping: { model: ['product'] },
            // Keep Subject and Files in view without scrolling sideways.
            columns: {
              columnVisibilityModel: { release: false, product: false, date: false, author: false },
            },
          }}
        />
      </div>
    </div>
  );
}
