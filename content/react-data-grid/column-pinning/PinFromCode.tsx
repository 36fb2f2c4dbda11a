import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 90 },
  { field: 'city', headerName: 'Airport', width: 200 },
  { field: 'country', headerName: 'Country', width: 200 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 140 },
];

export default function PinFromCode() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined"
          onClick={() => apiRef.current?.pinColumn('city', GridPinnedColumnPosition.LEFT)}>
          Pin Airport left
        </Button>
        <Button size="small" variant="outlined"
          onClick={() => apiRef.current?.pinColumn('y2023', GridPinnedColumnPosition.RIGHT)}>
          Pin 2023 right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%', maxWidth: 560 }}>
        <DataGridPro apiRef={apiRef} rows={airports} columns={columns} />
      </Box>
    </Stack>
  );
}
