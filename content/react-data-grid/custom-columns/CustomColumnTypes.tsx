import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

// Two reusable column types. Spread them into any column that holds such values.
const usd: GridColTypeDef<number, string> = {
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => `$${value.toFixed(2)}`,
};

const percent: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => `${(value * 100).toFixed(1)}%`,
  cellClassName: 'percent-cell',
};

const rows = [
  {
    id: 1,
    product: 'Linen shirt',
    price: 68,
    cost: 24.5,
    margin: 0.64,
    returns: 0.081,
  },
  {
    id: 2,
    product: 'Wool scarf',
    price: 45,
    cost: 19.8,
    margin: 0.56,
    returns: 0.023,
  },
  {
    id: 3,
    product: 'Leather belt',
    price: 52,
    cost: 21,
    margin: 0.596,
    returns: 0.047,
  },
  {
    id: 4,
    product: 'Canvas sneakers',
    price: 89,
    cost: 41.2,
    margin: 0.537,
    returns: 0.132,
  },
  {
    id: 5,
    product: 'Rain jacket',
    price: 145,
    cost: 63.75,
    margin: 0.56,
    returns: 0.064,
  },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'price', headerName: 'Price', ...usd },
  { field: 'cost', headerName: 'Unit cost', ...usd },
  { field: 'margin', headerName: 'Margin', ...percent },
  { field: 'returns', headerName: 'Return rate', ...percent },
];

export default function CustomColumnTypes() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .percent-cell': {
          fontVariantNumeric: 'tabular-nums',
          color: 'primary.main',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
