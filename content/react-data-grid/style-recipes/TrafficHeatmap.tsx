import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const LEVELS = 5;
const figures = airports.flatMap((airport) => [airport.y2019, airport.y2023]);
const lowest = Math.min(...figures);
const highest = Math.max(...figures);

// Five classes from the quietest to the busiest figure of the table.
function levelClass(params: GridCellParams<Airport, number>) {
  if (typeof params.value !== 'number') return '';
  const level = Math.min(LEVELS - 1, Math.floor(((params.value - lowest) / (highest - lowest)) * LEVELS));
  return `heat-${level}`;
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110, cellClassName: levelClass },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110, cellClassName: levelClass },
];

export default function TrafficHeatmap() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        ...Object.fromEntries(
          Array.from({ length: LEVELS }, (_, level) => [
            `& .heat-${level}`,
            // theme.vars: the primary colour of the scheme on screen, light or dark.
            { backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08 + level * 0.12) },
          ]),
        ),
      })}
    >
      <DataGrid rows={airports} columns={columns} hideFooter />
    </Box>
  );
}
