import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

function describe(airport: Airport) {
  const change = ((airport.y2023 - airport.y2019) / airport.y2019) * 100;
  return `${airport.city}, ${airport.country}: ${change >= 0 ? '+' : ''}${change.toFixed(1)}% since 2019`;
}

export default function CellHoverDetails() {
  const [hovered, setHovered] = React.useState<Airport | null>(null);

  // Every cell renders with these props; the cell's row id is on its parent row's data-id.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const rowId = event.currentTarget.parentElement?.dataset.id;
    setHovered(airports.find((airport) => airport.id === rowId) ?? null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          slotProps={{
            cell: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setHovered(null) },
          }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ minHeight: '1.5em' }}>
        {hovered ? describe(hovered) : 'Point at a row to compare its two years.'}
      </Typography>
    </Stack>
  );
}
