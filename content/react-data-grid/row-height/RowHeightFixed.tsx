import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Rate {
  id: string;
  currency: string;
  rate: number;
  change: number;
}

const rows: Rate[] = [
  { id: 'EUR', currency: 'Euro', rate: 0.9214, change: -0.12 },
  { id: 'GBP', currency: 'Pound sterling', rate: 0.7893, change: 0.08 },
  { id: 'JPY', currency: 'Japanese yen', rate: 151.62, change: 0.41 },
  { id: 'CHF', currency: 'Swiss franc', rate: 0.8817, change: -0.05 },
  { id: 'CAD', currency: 'Canadian dollar', rate: 1.3642, change: 0.02 },
  { id: 'AUD', currency: 'Australian dollar', rate: 1.5218, change: -0.27 },
  { id: 'NZD', currency: 'New Zealand dollar', rate: 1.6634, change: -0.19 },
  { id: 'SEK', currency: 'Swedish krona', rate: 10.587, change: 0.33 },
];

const columns: GridColDef<Rate>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 160 },
  { field: 'rate', headerName: 'Per USD', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}%`,
  },
];

export default function RowHeightFixed() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={36}
        columnHeaderHeight={44}
      />
    </Box>
  );
}
