import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Product {
  sku: string;
  name: string;
  warehouse: string;
  stock: number;
}

const rows: Product[] = [
  { sku: 'KB-101', name: 'Mechanical keyboard', warehouse: 'Rotterdam', stock: 142 },
  { sku: 'MS-220', name: 'Wireless mouse', warehouse: 'Rotterdam', stock: 389 },
  { sku: 'MN-270', name: '27-inch monitor', warehouse: 'Leipzig', stock: 57 },
  { sku: 'DK-040', name: 'USB-C dock', warehouse: 'Leipzig', stock: 0 },
  { sku: 'HS-310', name: 'Noise-cancelling headset', warehouse: 'Lyon', stock: 76 },
  { sku: 'WC-080', name: '1080p webcam', warehouse: 'Lyon', stock: 214 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

// Defined outside the component, so its reference never changes.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        checkboxSelection
      />
    </Box>
  );
}
