import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Currency = 'EUR' | 'USD';

interface Product {
  id: number;
  name: string;
  priceEur: number;
  inStock: boolean;
}

const products: Product[] = [
  { id: 1, name: 'Espresso machine', priceEur: 649, inStock: true },
  { id: 2, name: 'Burr grinder', priceEur: 229, inStock: false },
  { id: 3, name: 'Milk frother', priceEur: 89, inStock: true },
  { id: 4, name: 'Pour-over kettle', priceEur: 74, inStock: true },
  { id: 5, name: 'Cold brew jar', priceEur: 32, inStock: false },
];

const EUR_TO_USD = 1.08;

export default function ColumnDefinitionStable() {
  const [currency, setCurrency] = React.useState<Currency>('EUR');
  const [inStockOnly, setInStockOnly] = React.useState(false);

  const rows = React.useMemo(
    () => (inStockOnly ? products.filter((product) => product.inStock) : products),
    [inStockOnly],
  );

  // The columns depend on `currency`, so they are built inside the component.
  // useMemo returns the same array on every render until `currency` changes.
  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', width: 180 },
      {
        field: 'price',
        headerName: `Price (${currency})`,
        type: 'number',
        width: 140,
        valueGetter: (_value, row) =>
          currency === 'EUR' ? row.priceEur : row.priceEur * EUR_TO_USD,
        valueFormatter: (value: number) =>
          `${currency === 'EUR' ? '€' : '$'}${value.toFixed(2)}`,
      },
    ],
    [currency],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={currency}
          onChange={(_event, next: Currency | null) => next && setCurrency(next)}
          aria-label="Currency"
        >
          <ToggleButton value="EUR">EUR</ToggleButton>
          <ToggleButton value="USD">USD</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={inStockOnly}
              onChange={(event) => setInStockOnly(event.target.checked)}
            />
          }
          label="In stock only"
        />
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
