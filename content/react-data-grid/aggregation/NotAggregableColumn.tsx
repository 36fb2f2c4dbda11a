import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// In 8.7.0, aggregable: false only takes Aggregation out of the column menu: the sum
// that the model asks for below is computed either way.
const lockedColumns: GridColDef<Commit>[] = commitColumns.map((column) =>
  column.field === 'files' ? { ...column, aggregable: false } : column,
);

export default function NotAggregableColumn() {
  const [locked, setLocked] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Files: aggregable: false"
      />
      <div style={{ height: 420 }}>
        <DataGridPremium
          rows={commits}
          columns={locked ? lockedColumns : commitColumns}
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
