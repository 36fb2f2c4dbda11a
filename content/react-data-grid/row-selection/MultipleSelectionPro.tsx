import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// Ctrl+A gives an exclude model, whose ids are the rows left out: read both shapes.
const isSelected = (model: GridRowSelectionModel, id: string) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

export default function MultipleSelectionPro() {
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const picked = airports.filter((airport) => isSelected(seenModel, airport.id));
  const passengers = picked.reduce((sum, airport) => sum + airport.y2023, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        {/* No checkboxSelection: Ctrl+click and Shift+click select several rows. */}
        <DataGridPro rows={airports} columns={columns} onRowSelectionModelChange={setSeenModel} />
      </Box>
      <Typography variant="body2" data-testid="pro-multiple-selection" sx={{ mt: 1 }}>
        {picked.length === 0
          ? 'No airport selected'
          : `${picked.map((airport) => airport.id).join(', ')}: ` +
            `${passengers.toFixed(1)} million passengers in 2023`}
      </Typography>
    </Box>
  );
}
