import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'TB-1042', product: 'Trail running shoes', category: 'Footwear' },
  { id: 2, sku: 'TB-2210', product: 'Merino base layer', category: 'Clothing' },
  { id: 3, sku: 'TB-3318', product: 'Ultralight tent', category: 'Camping' },
  { id: 4, sku: 'TB-4407', product: 'Headlamp', category: 'Accessories' },
  {
    id: 5,
    sku: 'TB-5121',
    product: 'Insulated water bottle',
    category: 'Accessories',
  },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU (fixed)', width: 120, resizable: false },
  { field: 'product', headerName: 'Product', width: 220, minWidth: 120 },
  { field: 'category', headerName: 'Category', width: 150, maxWidth: 260 },
];

export default function ColumnDimensionsResize() {
  const [savedWidths, setSavedWidths] = React.useState<Record<string, number>>({});

  // Fires once, when the reader releases the separator.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setSavedWidths((previous) => ({
      ...previous,
      [params.colDef.field]: params.width,
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Saved widths:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(savedWidths)}
        </Box>
      </Typography>
    </Box>
  );
}
