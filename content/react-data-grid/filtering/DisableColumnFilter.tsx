import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  // One column out: readers filter on the latest year, not on the pre-pandemic one.
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100, filterable: false },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function DisableColumnFilter() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          showToolbar
          disableColumnFilter={disableColumnFilter}
        />
      </Box>
    </Box>
  );
}
