import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridRowSelectionIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const usAirports = airports
  .filter((airport) => airport.country === 'United States')
  .map((airport) => airport.id);

export default function SelectionFromCode() {
  const apiRef = useGridApiRef();
  const [selected, setSelected] = React.useState<Airport[]>([]);

  const toggleHeathrow = () => {
    const api = apiRef.current;
    if (api) api.selectRow('LHR', !api.isRowSelected('LHR'));
  };

  // The selector maps each selected id to its row, whatever the type of the model.
  // The selection is uncontrolled, so the grid has stored it before calling back.
  const readSelection = () => {
    setSelected(Array.from(gridRowSelectionIdsSelector(apiRef).values()) as Airport[]);
  };

  const passengers = selected.reduce((sum, airport) => sum + airport.y2023, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(usAirports) })
          }
        >
          Select US airports
        </Button>
        <Button size="small" variant="outlined" onClick={toggleHeathrow}>
          Toggle Heathrow
        </Button>
        <Button
          size="small"
          variant="outlined"
          // The third argument clears the other rows first.
          onClick={() => apiRef.current?.selectRow('HND', true, true)}
        >
          Only Haneda
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={readSelection}
        />
      </Box>
      <Typography variant="body2" data-testid="selection-from-code" sx={{ mt: 1 }}>
        {selected.length === 0
          ? 'No airport selected'
          : `${selected.map((airport) => airport.id).join(', ')}: ${passengers.toFixed(1)} million passengers in 2023`}
      </Typography>
    </Box>
  );
}
