import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { commits, type Commit } from './mui-x-commits';

const columns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  // The menu offers no aggregation on this column at all.
  { field: 'author', headerName: 'Author', width: 160, aggregable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  // Only these two in the column menu; an average of file counts would mislead here.
  {
    field: 'files',
    headerName: 'Files',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['sum', 'max'],
  },
];

export default function LimitedFunctions() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={columns}
          disableAggregation={disabled}
          initialState={{
            aggregation: { model: { files: 'max' } },
            // Keep Author and Files in view without scrolling sideways.
            columns: { columnVisibilityModel: { product: false } },
          }}
        />
      </div>
    </div>
  );
}
