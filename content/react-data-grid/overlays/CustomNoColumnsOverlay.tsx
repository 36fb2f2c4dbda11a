import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  DataGrid,
  GridOverlay,
  GridPreferencePanelsValue,
  gridColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Two ways back: every column at once, or the panel to pick a few.
function AllColumnsHidden() {
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridColumnDefinitionsSelector);

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ViewColumnIcon color="action" />
        <Typography component="p" variant="body2">
          All {columns.length} columns are hidden.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => apiRef.current.setColumnVisibilityModel({})}
          >
            Show them all
          </Button>
          <Button
            size="small"
            onClick={() => apiRef.current.showPreferences(GridPreferencePanelsValue.columns)}
          >
            Pick columns
          </Button>
        </Stack>
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

export default function CustomNoColumnsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        // Starts with every column hidden; the panel's Show/Hide All hides them again.
        initialState={{
          columns: {
            columnVisibilityModel: { id: false, city: false, country: false, y2023: false },
          },
        }}
        slots={{ noColumnsOverlay: AllColumnsHidden }}
      />
    </Box>
  );
}
