import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  // Readers can never hide this one: no menu item, a disabled checkbox in the panel.
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150, hideable: false },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function DisableColumnSelector() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disableColumnSelector"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          showToolbar
          disableColumnSelector={disabled}
          initialState={{ columns: { columnVisibilityModel: { y2019: false } } }}
        />
      </Box>
    </Box>
  );
}
