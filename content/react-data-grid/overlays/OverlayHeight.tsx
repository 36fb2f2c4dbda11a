import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const noAirports: Airport[] = [];

export default function OverlayHeight() {
  const [overlayHeight, setOverlayHeight] = React.useState(160);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="overlay-height-label" variant="body2">
        --DataGrid-overlayHeight: {overlayHeight}px
      </Typography>
      <Slider
        aria-labelledby="overlay-height-label"
        min={80}
        max={300}
        step={20}
        value={overlayHeight}
        onChange={(_, value) => setOverlayHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      {/* No height on the parent: the grid is as tall as its content, which here is the overlay. */}
      <Box>
        <DataGrid
          rows={noAirports}
          columns={columns}
          sx={{ '--DataGrid-overlayHeight': `${overlayHeight}px` }}
        />
      </Box>
    </Stack>
  );
}
