import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  // Codes of equal length read best centred, under a centred header.
  { field: 'id', headerName: 'IATA', width: 80, align: 'center', headerAlign: 'center' },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  // Number columns are right-aligned by their type: digits line up by place value.
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => ((row.y2023 - row.y2019) / row.y2019) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
    // A short header over a wide number reads better on the left.
    headerAlign: 'left',
  },
];

export default function ColumnAlignment() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} />
    </Box>
  );
}
