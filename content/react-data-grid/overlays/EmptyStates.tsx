import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlightIcon from '@mui/icons-material/Flight';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// No rows at all: say what is missing, and what to do about it.
function NoAirports() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <FlightIcon />
        <Typography component="p">No airports yet: load the 2023 figures to start.</Typography>
      </Stack>
    </GridOverlay>
  );
}

// Rows exist, but the filters hide them all: offer the way back.
function NoMatches() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        <SearchOffIcon />
        <Typography component="p">No airport matches the filters.</Typography>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
          Clear the filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function EmptyStates() {
  const [rows, setRows] = React.useState<Airport[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setRows(airports)} disabled={rows.length > 0}>
          Load the 2023 figures
        </Button>
        <Button size="small" onClick={() => setRows([])} disabled={rows.length === 0}>
          Empty the grid
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ noRowsOverlay: NoAirports, noResultsOverlay: NoMatches }}
        />
      </Box>
    </Stack>
  );
}
