import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  vatRate: number;
  dueDate: string;
}

const rows: Invoice[] = [
  {
    id: 'INV-2041',
    client: 'Marlow & Finch',
    amount: 12480,
    vatRate: 0.2,
    dueDate: '2025-03-31',
  },
  {
    id: 'INV-2042',
    client: 'Osei Textiles',
    amount: 860.5,
    vatRate: 0.15,
    dueDate: '2025-02-14',
  },
  {
    id: 'INV-2043',
    client: 'Kaito Robotics',
    amount: 4300,
    vatRate: 0.1,
    dueDate: '2025-04-02',
  },
  {
    id: 'INV-2044',
    client: 'Brava Foods',
    amount: 97.99,
    vatRate: 0.21,
    dueDate: '2025-01-30',
  },
  {
    id: 'INV-2045',
    client: 'Lindqvist Bygg',
    amount: 23150,
    vatRate: 0.25,
    dueDate: '2025-03-07',
  },
];

// A fixed locale and time zone: the server and every browser print the same text.
const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
});
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });
const day = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'vatRate',
    headerName: 'VAT',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'dueDate',
    headerName: 'Due',
    type: 'date',
    width: 130,
    // The row stores an ISO string; the column works with Date objects.
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => day.format(value),
  },
];

export default function CellsValueFormatter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
