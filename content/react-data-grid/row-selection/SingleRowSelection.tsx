import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SingleRowSelection() {
  // The grid owns the selection; this copy only mirrors it for display.
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // With multiple selection off, the model holds one id at most.
  const [selectedId] = Array.from(seenModel.ids);
  const airport = airports.find((row) => row.id === selectedId);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          checkboxSelection
          // Checking a second box replaces the first instead of adding to it.
          disableMultipleRowSelection
          onRowSelectionModelChange={setSeenModel}
        />
      </Box>
      <Typography variant="body2" data-testid="single-selection" sx={{ mt: 1 }}>
        Departure airport: {airport ? `${airport.city} (${airport.id})` : 'none'}
      </Typography>
    </Box>
  );
}
