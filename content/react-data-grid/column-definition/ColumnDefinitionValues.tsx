import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
  status: 'In stock' | 'Backordered';
}

const rows: OrderLine[] = [
  {
    id: 1,
    product: 'Standing desk',
    quantity: 2,
    unitPrice: 489,
    status: 'In stock',
  },
  {
    id: 2,
    product: 'Monitor arm',
    quantity: 4,
    unitPrice: 79.5,
    status: 'In stock',
  },
  {
    id: 3,
    product: 'Ergonomic chair',
    quantity: 2,
    unitPrice: 615,
    status: 'Backordered',
  },
  {
    id: 4,
    product: 'USB-C dock',
    quantity: 6,
    unitPrice: 129.99,
    status: 'In stock',
  },
  {
    id: 5,
    product: 'Desk lamp',
    quantity: 3,
    unitPrice: 54.25,
    status: 'Backordered',
  },
];

const usd = (amount: number) =>
  `$${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const columns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    // Display only: sorting and filtering still use the number.
    valueFormatter: (value: number) => usd(value),
  },
  {
    // No such property on the row: the value is computed.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => (
      <Box
        component="span"
        // The palette's orange is too light for text on white: muted grey instead.
        sx={{ color: params.value === 'In stock' ? 'success.main' : 'text.secondary' }}
      >
        {params.value}
      </Box>
    ),
  },
];

export default function ColumnDefinitionValues() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
