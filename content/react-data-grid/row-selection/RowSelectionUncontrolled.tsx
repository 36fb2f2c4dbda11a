import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  status: 'Paid' | 'Overdue' | 'Draft';
}

const rows: Invoice[] = [
  {
    id: 1,
    number: 'INV-2041',
    client: 'Northwind Traders',
    amount: 1840,
    status: 'Paid',
  },
  {
    id: 2,
    number: 'INV-2042',
    client: 'Blue Harbor Café',
    amount: 312.5,
    status: 'Overdue',
  },
  {
    id: 3,
    number: 'INV-2043',
    client: 'Alpine Outfitters',
    amount: 4275,
    status: 'Paid',
  },
  {
    id: 4,
    number: 'INV-2044',
    client: 'Greenleaf Nursery',
    amount: 960,
    status: 'Draft',
  },
  {
    id: 5,
    number: 'INV-2045',
    client: 'Kestrel Logistics',
    amount: 2130.75,
    status: 'Overdue',
  },
  {
    id: 6,
    number: 'INV-2046',
    client: 'Oakridge Library',
    amount: 540,
    status: 'Paid',
  },
  {
    id: 7,
    number: 'INV-2047',
    client: 'Lumen Architects',
    amount: 7800,
    status: 'Overdue',
  },
  {
    id: 8,
    number: 'INV-2048',
    client: 'Harbour Bakery',
    amount: 128.4,
    status: 'Draft',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A Set does not survive JSON.stringify, so print its ids as an array.
const printable = (model: GridRowSelectionModel) =>
  JSON.stringify({ type: model.type, ids: Array.from(model.ids) }, null, 2);

export default function RowSelectionUncontrolled() {
  // The grid owns the selection; this copy only mirrors it for display.
  const [seenModel, setSeenModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={(model) => setSeenModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last selection model reported by the grid
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {printable(seenModel)}
      </Box>
    </Box>
  );
}
