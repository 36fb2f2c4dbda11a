import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    sku: 'TB-1042',
    product: 'Trail running shoes',
    category: 'Footwear',
    price: 129,
  },
  {
    id: 2,
    sku: 'TB-2210',
    product: 'Merino base layer',
    category: 'Clothing',
    price: 85,
  },
  {
    id: 3,
    sku: 'TB-3318',
    product: 'Ultralight tent, 2 person',
    category: 'Camping',
    price: 449,
  },
  { id: 4, sku: 'TB-4407', product: 'Headlamp', category: 'Accessories', price: 39 },
  {
    id: 5,
    sku: 'TB-5121',
    product: 'Insulated water bottle',
    category: 'Accessories',
    price: 32,
  },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU (100 px)', width: 100 },
  { field: 'product', headerName: 'Product (flex 2)', flex: 2, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category (flex 1, max 130)',
    flex: 1,
    minWidth: 110,
    maxWidth: 130,
  },
  { field: 'price', headerName: 'Price (90 px)', type: 'number', width: 90 },
];

export default function ColumnDimensionsFlex() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2" gutterBottom>
        Container width: {containerWidth}%
      </Typography>
      <Slider
        value={containerWidth}
        onChange={(_event, value) => setContainerWidth(value as number)}
        min={40}
        max={100}
        step={5}
        aria-labelledby="container-width-label"
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Box sx={{ height: 330, width: `${containerWidth}%` }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
