import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { films } from './films';

const columns: GridColDef[] = [
  // Stays without a menu whatever the switch says.
  { field: 'title', headerName: 'Title', width: 190, disableColumnMenu: true },
  { field: 'director', headerName: 'Director', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ColumnMenuDisabled() {
  const [menus, setMenus] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={menus} onChange={(event) => setMenus(event.target.checked)} />}
        label="Column menus"
      />
      <Box sx={{ height: 380, width: '100%' }}>
        {/* Without menus, the toolbar is where readers filter and show columns. */}
        <DataGrid rows={films} columns={columns} disableColumnMenu={!menus} showToolbar />
      </Box>
    </Stack>
  );
}
