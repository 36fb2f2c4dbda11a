import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// The grid renders this in place of its own "No rows" message.
function NoArrivals() {
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <FlightLandIcon color="disabled" fontSize="large" />
      <Typography variant="body2" color="text.secondary">
        No arrivals expected in the next hour
      </Typography>
    </Stack>
  );
}

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1 },
  { field: 'scheduled', headerName: 'Scheduled', width: 120 },
];

export default function GridNoRowsSlot() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={[]} columns={columns} slots={{ noRowsOverlay: NoArrivals }} />
    </Box>
  );
}
