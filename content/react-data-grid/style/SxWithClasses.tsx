import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SxWithClasses() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        // Selectors built from gridClasses: a typo is a type error, not a silent no-op.
        // Palette names ('primary.main') follow the colour scheme, light or dark.
        sx={{
          borderRadius: 3,
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          [`& .${gridClasses.cell}[data-field="id"]`]: { fontFamily: 'monospace' },
          [`& .${gridClasses.row}:hover`]: { backgroundColor: 'action.selected' },
        }}
      />
    </Box>
  );
}
