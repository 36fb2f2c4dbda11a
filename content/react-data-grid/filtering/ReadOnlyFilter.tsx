import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  // Readers cannot filter on it, but the page can: its filter shows, locked, in the panel.
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140, filterable: false },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ReadOnlyFilter() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'country', operator: 'equals', value: 'United States' }] },
          },
        }}
        showToolbar
      />
    </Box>
  );
}
