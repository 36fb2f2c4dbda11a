import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function DefaultToolbarOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        // The built-in toolbar, configured rather than replaced.
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'busiest-airports-2023', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
