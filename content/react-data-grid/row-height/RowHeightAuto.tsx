import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    rating: 5,
    comment: 'Light, grippy on wet rock, and no blisters after a 30 km race.',
  },
  { id: 2, product: 'Rain jacket', rating: 3, comment: 'Keeps the rain out.' },
  {
    id: 3,
    product: 'Hiking poles',
    rating: 4,
    comment:
      'The locks hold well and the cork grips stay dry. They fold smaller than my ' +
      'old pair, though the carrying strap feels flimsy and the tips wore down ' +
      'after two months of weekly hikes on gravel.',
  },
  {
    id: 4,
    product: 'Headlamp',
    rating: 5,
    comment: 'Bright, and the battery lasts.',
  },
  {
    id: 5,
    product: 'Two-person tent',
    rating: 2,
    comment:
      'Easy to pitch, but the fly let water in along the seams during the first ' +
      'real storm.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 240 },
];

// Defined outside the component, so their references never change.
const getRowHeight = () => 'auto' as const;
const getEstimatedRowHeight = () => 60;

export default function RowHeightAuto() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        sx={{
          // Cells have no vertical padding; add some so wrapped text can breathe.
          [`& .${gridClasses.cell}`]: { py: 1 },
        }}
      />
    </Box>
  );
}
