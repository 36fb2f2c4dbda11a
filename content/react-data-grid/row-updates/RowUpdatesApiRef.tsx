import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface StockLevel {
  id: string;
  product: string;
  stock: number;
  sold: number;
}

const rows: StockLevel[] = [
  { id: 'KB-101', product: 'Mechanical keyboard', stock: 40, sold: 0 },
  { id: 'MS-220', product: 'Wireless mouse', stock: 75, sold: 0 },
  { id: 'MN-270', product: '27-inch monitor', stock: 18, sold: 0 },
  { id: 'HS-310', product: 'Noise-cancelling headset', stock: 32, sold: 0 },
  { id: 'WC-080', product: '1080p webcam', stock: 51, sold: 0 },
];

// A fixed sequence of sales; each click applies the next one.
const sales = [
  { id: 'MS-220', quantity: 3 },
  { id: 'MN-270', quantity: 1 },
  { id: 'KB-101', quantity: 2 },
  { id: 'MS-220', quantity: 5 },
  { id: 'WC-080', quantity: 4 },
  { id: 'HS-310', quantity: 1 },
];

const columns: GridColDef<StockLevel>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'sold', headerName: 'Sold', type: 'number', width: 90 },
];

export default function RowUpdatesApiRef() {
  const apiRef = useGridApiRef();
  const saleIndex = React.useRef(0);
  const [lastSale, setLastSale] = React.useState('No sales yet');

  const recordSale = () => {
    const sale = sales[saleIndex.current % sales.length];
    saleIndex.current += 1;
    const row = apiRef.current?.getRow<StockLevel>(sale.id);
    if (!row) {
      return;
    }
    // A partial row: the grid merges it into the row with the same id.
    apiRef.current?.updateRows([
      {
        id: sale.id,
        stock: row.stock - sale.quantity,
        sold: row.sold + sale.quantity,
      },
    ]);
    setLastSale(`Last sale: ${sale.quantity} × ${row.product}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={recordSale}>
          Record next sale
        </Button>
        <Typography variant="body2" color="text.secondary">
          {lastSale}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
