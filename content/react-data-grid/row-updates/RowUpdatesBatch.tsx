import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Product {
  id: number;
  name: string;
  price: number;
}

const rows: Product[] = [
  { id: 1, name: 'Espresso machine', price: 389 },
  { id: 2, name: 'Burr grinder', price: 149 },
  { id: 3, name: 'Milk frother', price: 59 },
  { id: 4, name: 'Pour-over kettle', price: 74 },
  { id: 5, name: 'Digital scale', price: 32 },
];

const priceFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
];

export default function RowUpdatesBatch() {
  const apiRef = useGridApiRef();

  const markDown = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const updates = api.getAllRowIds().map((id) => {
      const { price } = api.getRow<Product>(id)!;
      return { id, price: Math.round(price * 90) / 100 };
    });
    // One call, one re-render, however many rows change.
    api.updateRows(updates);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={markDown}>
          Mark everything down 10%
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current?.setRows(rows)}
        >
          Reset prices
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro rows={rows} columns={columns} apiRef={apiRef} />
      </Box>
    </Stack>
  );
}
