import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  city: string;
  lines: OrderLine[];
}

const rows: Order[] = [
  {
    id: 'SO-5120',
    customer: 'Bakkerij de Vries',
    city: 'Utrecht',
    lines: [
      { sku: 'FL-25', product: 'Rye flour, 25 kg', quantity: 4, unitPrice: 31.5 },
      { sku: 'YS-05', product: 'Dry yeast, 500 g', quantity: 10, unitPrice: 6.2 },
    ],
  },
  {
    id: 'SO-5121',
    customer: 'Café Lumière',
    city: 'Lyon',
    lines: [
      { sku: 'CB-10', product: 'Coffee beans, 1 kg', quantity: 12, unitPrice: 18.9 },
      { sku: 'OM-01', product: 'Oat milk, 1 l', quantity: 24, unitPrice: 2.4 },
      { sku: 'CP-50', product: 'Paper cups, 50 pack', quantity: 30, unitPrice: 3.1 },
    ],
  },
  {
    id: 'SO-5122',
    customer: 'Trattoria Sole',
    city: 'Bologna',
    lines: [{ sku: 'OL-05', product: 'Olive oil, 5 l', quantity: 3, unitPrice: 42 }],
  },
  {
    id: 'SO-5123',
    customer: 'Noodle Bar Kō',
    city: 'Osaka',
    lines: [
      { sku: 'RN-02', product: 'Ramen noodles, 2 kg', quantity: 8, unitPrice: 9.8 },
      { sku: 'MS-01', product: 'White miso, 1 kg', quantity: 5, unitPrice: 11.4 },
    ],
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const orderTotal = (order: Order) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => money.format(value),
  },
];

function OrderLines({ order }: { order: Order }) {
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography component="p" variant="subtitle2" gutterBottom>
          {order.lines.length} line(s) for {order.customer}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>SKU</TableCell>
              <TableCell>Product</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.sku}>
                <TableCell>{line.sku}</TableCell>
                <TableCell>{line.product}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">
                  {money.format(line.quantity * line.unitPrice)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

// Defined outside the component, so their references never change.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <OrderLines order={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailBasic() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
