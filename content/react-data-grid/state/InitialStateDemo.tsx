import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function InitialStateDemo() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        // Read once, when the grid mounts; the reader changes everything afterwards.
        initialState={{
          sorting: { sortModel: [{ field: 'y2019', sort: 'desc' }] },
          filter: {
            filterModel: {
              items: [{ field: 'country', operator: 'equals', value: 'United States' }],
            },
          },
          columns: { columnVisibilityModel: { id: false } },
          density: 'compact',
        }}
      />
    </Box>
  );
}
