import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface CityWeather {
  id: number;
  city: string;
  today: number | null;
  change: number | null;
}

const rows: CityWeather[] = [
  { id: 1, city: 'Reykjavík', today: 4, change: -2 },
  { id: 2, city: 'Nairobi', today: 24, change: 1 },
  { id: 3, city: 'Montréal', today: -6, change: -4 },
  { id: 4, city: 'Santiago', today: null, change: null },
  { id: 5, city: 'Hanoi', today: 29, change: 3 },
  { id: 6, city: 'Perth', today: 31, change: 0 },
];

const columns: GridColDef<CityWeather>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'today', headerName: 'Today (°C)', type: 'number', width: 120 },
  {
    field: 'change',
    headerName: 'Since yesterday',
    type: 'number',
    width: 150,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `${value > 0 ? '+' : ''}${value}°`,
    // A class for this column only, chosen from the cell's value.
    cellClassName: ({ value }: GridCellParams<CityWeather, number | null>) => {
      if (value == null || value === 0) {
        return '';
      }
      return value > 0 ? 'change--up' : 'change--down';
    },
  },
];

// A class for any cell of the grid: here, every cell without a value.
const getCellClassName = ({ value }: GridCellParams) =>
  value == null ? 'cell--missing' : '';

export default function CellsClassName() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .change--up': { color: 'error.main', fontWeight: 600 },
        // info.main is too light for text on white; the dark shade reads in both
        // modes.
        '& .change--down': { color: 'info.dark', fontWeight: 600 },
        '& .cell--missing': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} />
    </Box>
  );
}
