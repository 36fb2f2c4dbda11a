import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SaveRestoreDemo() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    // Only what the reader changed: the models left at their defaults stay out.
    setSaved(apiRef.current?.exportState({ exportOnlyDirtyModels: true }) ?? null);
  };

  const restore = () => {
    if (saved) apiRef.current?.restoreState(saved);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={save}>
          Save the view
        </Button>
        <Button size="small" variant="outlined" onClick={restore} disabled={!saved}>
          Restore it
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} showToolbar />
      </Box>
      <Box
        component="pre"
        role="region"
        aria-label="Saved state"
        tabIndex={0}
        sx={{ m: 0, p: 1, fontSize: 12, maxHeight: 160, overflow: 'auto', bgcolor: 'action.hover' }}
      >
        {saved ? JSON.stringify(saved, null, 2) : 'Sort, filter or hide a column, then save.'}
      </Box>
    </Stack>
  );
}
