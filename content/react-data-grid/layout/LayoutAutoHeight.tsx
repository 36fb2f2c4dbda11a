import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const destinations = [
  'Frankfurt',
  'Paris',
  'Amsterdam',
  'Madrid',
  'Copenhagen',
  'Rome',
  'Zurich',
  'Vienna',
];

// Deterministic rows: the same index always gives the same flight.
function createFlight(index: number) {
  const minutes = 6 * 60 + 45 + index * 25;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return {
    id: index + 1,
    flight: `EW ${7400 + index * 13}`,
    destination: destinations[index % destinations.length],
    time: `${hours}:${String(minutes % 60).padStart(2, '0')}`,
  };
}

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'time', headerName: 'Departs', width: 100 },
];

export default function LayoutAutoHeight() {
  const [count, setCount] = React.useState(3);
  const rows = React.useMemo(
    () => Array.from({ length: count }, (_, index) => createFlight(index)),
    [count],
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setCount(count + 1)}>
          Add a flight
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={count === 0}
          onClick={() => setCount(count - 1)}
        >
          Remove a flight
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
