import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Currency = 'EUR' | 'USD';

interface Product {
  id: number;
  name: string;
  priceEur: number;
}

const rows: Product[] = [
  { id: 1, name: 'Espresso machine', priceEur: 649 },
  { id: 2, name: 'Burr grinder', priceEur: 229 },
  { id: 3, name: 'Milk frother', priceEur: 89 },
  { id: 4, name: 'Pour-over kettle', priceEur: 74 },
  { id: 5, name: 'Cold brew jar', priceEur: 32 },
];

const EUR_TO_USD = 1.08;

export default function ColumnDefinitionStable() {
  const [currency, setCurrency] = React.useState<Currency>('EUR');

  // The columns depend on state, so they live inside the component.
  // useMemo keeps the same array until `currency` changes.
  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
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
      <ToggleButtonGroup
        size="small"
        exclusive
        value={currency}
        onChange={(_event, next: Currency | null) => next && setCurrency(next)}
        aria-label="Currency"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="EUR">EUR</ToggleButton>
        <ToggleButton value="USD">USD</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
