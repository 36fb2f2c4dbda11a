import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Size = 'XS' | 'S' | 'M' | 'L' | 'XL';

interface Shirt {
  id: number;
  colour: string;
  size: Size;
  sold: number;
  sku: string;
}

const sizeOrder: Size[] = ['XS', 'S', 'M', 'L', 'XL'];

// Compare sizes by their place in the size chart, not alphabetically.
const sizeComparator: GridComparatorFn<Size> = (a, b) =>
  sizeOrder.indexOf(a) - sizeOrder.indexOf(b);

const rows: Shirt[] = [
  { id: 1, colour: 'Forest green', size: 'M', sold: 214, sku: 'TS-FG-M' },
  { id: 2, colour: 'Navy', size: 'XL', sold: 96, sku: 'TS-NV-XL' },
  { id: 3, colour: 'Navy', size: 'S', sold: 158, sku: 'TS-NV-S' },
  { id: 4, colour: 'Heather grey', size: 'L', sold: 301, sku: 'TS-HG-L' },
  { id: 5, colour: 'Forest green', size: 'XS', sold: 44, sku: 'TS-FG-XS' },
  { id: 6, colour: 'Heather grey', size: 'M', sold: 276, sku: 'TS-HG-M' },
  { id: 7, colour: 'Rust', size: 'L', sold: 87, sku: 'TS-RU-L' },
  { id: 8, colour: 'Rust', size: 'S', sold: 63, sku: 'TS-RU-S' },
];

const columns: GridColDef<Shirt>[] = [
  { field: 'colour', headerName: 'Colour', flex: 1, minWidth: 150 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: sizeComparator },
  {
    field: 'sold',
    headerName: 'Units sold',
    type: 'number',
    width: 130,
    // Best sellers first, then worst sellers, then back to unsorted.
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'sku', headerName: 'SKU', width: 130, sortable: false },
];

export default function SortingComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
      />
    </Box>
  );
}
