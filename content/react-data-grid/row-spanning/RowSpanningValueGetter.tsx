import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  orderId: string;
  customer: string;
  item: string;
  quantity: number;
}

const rows: OrderLine[] = [
  {
    id: 1,
    orderId: 'SO-3001',
    customer: 'Nordlicht GmbH',
    item: 'Desk lamp',
    quantity: 12,
  },
  {
    id: 2,
    orderId: 'SO-3001',
    customer: 'Nordlicht GmbH',
    item: 'Monitor arm',
    quantity: 12,
  },
  {
    id: 3,
    orderId: 'SO-3002',
    customer: 'Nordlicht GmbH',
    item: 'Desk lamp',
    quantity: 4,
  },
  {
    id: 4,
    orderId: 'SO-3003',
    customer: 'Casa Verde',
    item: 'Office chair',
    quantity: 6,
  },
  {
    id: 5,
    orderId: 'SO-3003',
    customer: 'Casa Verde',
    item: 'Footrest',
    quantity: 6,
  },
  {
    id: 6,
    orderId: 'SO-3003',
    customer: 'Casa Verde',
    item: 'Desk lamp',
    quantity: 2,
  },
  {
    id: 7,
    orderId: 'SO-3004',
    customer: 'Harbour & Co',
    item: 'Standing desk',
    quantity: 3,
  },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 170,
    // Merge only within one order: two orders from the same customer stay apart.
    rowSpanValueGetter: (value: string, row: OrderLine) => `${row.orderId}/${value}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Equal quantities on different items are a coincidence: never merge them.
    rowSpanValueGetter: () => null,
  },
];

export default function RowSpanningValueGetter() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
      />
    </Box>
  );
}
