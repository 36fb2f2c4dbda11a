import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Five of Africa's great lakes and their surface area in km² (from each lake's Wikipedia article).
const rows = [
  { id: 1, lake: 'Victoria', countries: 'Uganda, Kenya, Tanzania', area: 59947 },
  { id: 2, lake: 'Tanganyika', countries: 'Tanzania, DR Congo, Burundi, Zambia', area: 32900 },
  { id: 3, lake: 'Malawi', countries: 'Malawi, Mozambique, Tanzania', area: 29600 },
  { id: 4, lake: 'Turkana', countries: 'Kenya, Ethiopia', area: 6405 },
  { id: 5, lake: 'Albert', countries: 'Uganda, DR Congo', area: 5300 },
];

const columns: GridColDef[] = [
  { field: 'lake', headerName: 'Lake', width: 130 },
  { field: 'countries', headerName: 'Countries', flex: 1, minWidth: 200 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function GridToolbarSlotProps() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // Props for the default toolbar: no component of your own needed.
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'african-lakes' },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
