import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Seat {
  id: number;
  seat: string;
  cabin: string;
  price: number;
  available: boolean;
}

const rows: Seat[] = [
  { id: 1, seat: '3A', cabin: 'Business', price: 420, available: true },
  { id: 2, seat: '3C', cabin: 'Business', price: 420, available: false },
  { id: 3, seat: '12A', cabin: 'Premium', price: 180, available: true },
  { id: 4, seat: '12B', cabin: 'Premium', price: 160, available: true },
  { id: 5, seat: '21C', cabin: 'Economy', price: 45, available: false },
  { id: 6, seat: '21D', cabin: 'Economy', price: 45, available: true },
  { id: 7, seat: '30F', cabin: 'Economy', price: 30, available: false },
];

const columns: GridColDef<Seat>[] = [
  { field: 'seat', headerName: 'Seat', width: 90 },
  { field: 'cabin', headerName: 'Cabin', flex: 1, minWidth: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

export default function RowSelectionRules() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        // Taken seats show a disabled checkbox.
        isRowSelectable={(params) => params.row.available}
        // Only the checkbox (or Shift+Space on a focused row) selects.
        disableRowSelectionOnClick
      />
    </Box>
  );
}
