import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

function Details({ airport }: { airport: Airport | undefined }) {
  if (!airport) {
    return <Typography color="text.secondary">Select an airport to see its figures.</Typography>;
  }
  const change = ((airport.y2023 - airport.y2019) / airport.y2019) * 100;
  return (
    <>
      <Typography variant="h6" component="h3">
        {airport.city} ({airport.id})
      </Typography>
      <Typography color="text.secondary">{airport.country}</Typography>
      <Typography sx={{ mt: 1 }}>
        {airport.y2023} million passengers in 2023, {airport.y2019} million in 2019: {change >= 0 ? '+' : ''}
        {change.toFixed(1)}%.
      </Typography>
    </>
  );
}

export default function DetailsBeside() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set(['ATL']) });
  const [selectedId] = selection.ids;
  const airport = airports.find((row) => row.id === selectedId);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 360, flex: { md: 2 }, minWidth: 0 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" component="section" aria-label="Airport details" sx={{ flex: 1, p: 2 }}>
        <Details airport={airport} />
      </Paper>
    </Stack>
  );
}
