import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, flight: 'LH 1234', destination: 'Frankfurt', status: 'Boarding' },
  { id: 2, flight: 'AF 1681', destination: 'Paris', status: 'On time' },
  { id: 3, flight: 'KL 1098', destination: 'Amsterdam', status: 'Delayed 20 min' },
  { id: 4, flight: 'IB 3167', destination: 'Madrid', status: 'On time' },
  { id: 5, flight: 'SK 1472', destination: 'Copenhagen', status: 'Gate closed' },
  { id: 6, flight: 'AZ 573', destination: 'Rome', status: 'On time' },
  { id: 7, flight: 'LX 349', destination: 'Zurich', status: 'Cancelled' },
  { id: 8, flight: 'OS 452', destination: 'Vienna', status: 'On time' },
];

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function LayoutFillSpace() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 380, display: 'flex', flexDirection: 'column', p: 2, gap: 2 }}
    >
      <Box>
        <Typography variant="h6" component="h3">
          Departures, Terminal 2
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The grid below takes whatever height the title leaves.
        </Typography>
      </Box>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Paper>
  );
}
