import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  status: 'Pending' | 'Shipped';
}

const initialOrders: Order[] = [
  { id: 1041, customer: 'Hannah Schulz', city: 'Hamburg', status: 'Pending' },
  { id: 1042, customer: 'Diego Alvarez', city: 'Seville', status: 'Pending' },
  { id: 1043, customer: 'Mei Lin', city: 'Taipei', status: 'Pending' },
];

// The next customers to order, used in turn by the "Add order" button.
const incoming = [
  { customer: 'Oluwaseun Adeyemi', city: 'Ibadan' },
  { customer: 'Clara Rossi', city: 'Turin' },
  { customer: 'Mateus Costa', city: 'Porto' },
  { customer: 'Aino Virtanen', city: 'Tampere' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowUpdatesFromState() {
  const [orders, setOrders] = React.useState(initialOrders);
  const added = React.useRef(0);

  const addOrder = () => {
    const count = added.current;
    added.current += 1;
    const next = incoming[count % incoming.length];
    // A new array with one more row; the rows already there keep their ids.
    setOrders((previous) => [
      ...previous,
      { id: 1044 + count, ...next, status: 'Pending' },
    ]);
  };

  const shipOldest = () => {
    setOrders((previous) => {
      const oldest = previous.find((order) => order.status === 'Pending');
      return previous.map((order) =>
        order === oldest ? { ...order, status: 'Shipped' } : order,
      );
    });
  };

  const clearShipped = () => {
    setOrders((previous) => previous.filter((order) => order.status !== 'Shipped'));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={addOrder}>
          Add order
        </Button>
        <Button variant="outlined" size="small" onClick={shipOldest}>
          Ship oldest
        </Button>
        <Button variant="outlined" size="small" onClick={clearShipped}>
          Remove shipped
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={orders} columns={columns} />
      </Box>
    </Stack>
  );
}
