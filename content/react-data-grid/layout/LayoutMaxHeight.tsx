import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const destinations = ['Oslo', 'Helsinki', 'Stockholm', 'Riga', 'Tallinn', 'Vilnius'];

// 40 departures, generated from the index so every render gives the same rows.
const rows = Array.from({ length: 40 }, (_, index) => {
  const minutes = 5 * 60 + index * 20;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return {
    id: index + 1,
    flight: `NB ${210 + index * 7}`,
    destination: destinations[index % destinations.length],
    time: `${hours}:${String(minutes % 60).padStart(2, '0')}`,
  };
});

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Departs', width: 100 },
];

export default function LayoutMaxHeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 360 }}>
      <DataGrid rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
