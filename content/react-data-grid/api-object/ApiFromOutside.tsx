import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ApiFromOutside() {
  // null until the grid has mounted: call it from handlers and effects, never while rendering.
  const apiRef = useGridApiRef();

  const selectGrowing = () => {
    const growing = airports.filter((row) => row.y2023 > row.y2019).map((row) => row.id);
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(growing) });
  };

  const sortByRecovery = () => {
    apiRef.current?.sortColumn('y2023', 'desc');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectGrowing}>
          Select airports busier than in 2019
        </Button>
        <Button size="small" variant="outlined" onClick={sortByRecovery}>
          Busiest in 2023 first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}>
          Clear selection
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} checkboxSelection />
      </Box>
    </Stack>
  );
}
