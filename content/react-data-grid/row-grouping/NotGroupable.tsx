import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { commits, type Commit } from './mui-x-commits';

const columns: GridColDef<Commit>[] = [
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'author', headerName: 'Author', width: 170 },
  // Every subject is different: grouping by it would make one group per row.
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 260, groupable: false },
  { field: 'files', headerName: 'Files', type: 'number', width: 80, groupable: false },
];

export default function NotGroupable() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: ['product'] } }}
        />
      </div>
    </div>
  );
}
