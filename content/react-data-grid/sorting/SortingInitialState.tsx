import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Trail running shoes',
    category: 'Footwear',
    price: 129,
    stock: 42,
  },
  { id: 2, name: 'Merino base layer', category: 'Clothing', price: 85, stock: 118 },
  { id: 3, name: 'Two-person tent', category: 'Camping', price: 349, stock: 9 },
  { id: 4, name: 'Down sleeping bag', category: 'Camping', price: 289, stock: 17 },
  { id: 5, name: 'Rain shell jacket', category: 'Clothing', price: 199, stock: 36 },
  { id: 6, name: 'Hiking boots', category: 'Footwear', price: 179, stock: 25 },
  { id: 7, name: 'Headlamp', category: 'Accessories', price: 45, stock: 230 },
  {
    id: 8,
    name: 'Insulated bottle',
    category: 'Accessories',
    price: 32,
    stock: 1450,
  },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

const initialSortModel: GridSortModel = [{ field: 'price', sort: 'desc' }];

export default function SortingInitialState() {
  // The grid owns the sort model; this copy only mirrors it for display.
  const [seenModel, setSeenModel] = React.useState<GridSortModel>(initialSortModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: initialSortModel } }}
          onSortModelChange={(model) => setSeenModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last sort model reported by the grid
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {JSON.stringify(seenModel, null, 2)}
      </Box>
    </Box>
  );
}
