import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// The built-ins minus avg: no column menu offers it, and a model entry naming it is skipped.
const { sum, min, max, size } = GRID_AGGREGATION_FUNCTIONS;
const withoutAvg = { sum, min, max, size };

export default function WithoutAverage() {
  const [keepAvg, setKeepAvg] = React.useState(false);
  const functions = keepAvg ? GRID_AGGREGATION_FUNCTIONS : withoutAvg;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch checked={keepAvg} onChange={(event) => setKeepAvg(event.target.checked)} />
        }
        label="Keep avg"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          aggregationFunctions={functions}
          initialState={{
            aggregation: { model: { files: 'avg', subject: 'size' } },
            // Keep Subject and Files in view without scrolling sideways.
            columns: { columnVisibilityModel: { date: false, author: false } },
          }}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="offered-functions">
        aggregationFunctions: {Object.keys(functions).join(', ')}
      </Typography>
    </div>
  );
}
