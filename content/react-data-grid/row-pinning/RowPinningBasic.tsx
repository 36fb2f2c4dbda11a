import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface RegionSales {
  id: string;
  region: string;
  orders: number;
  revenue: number;
}

const rows: RegionSales[] = [
  { id: 'nordics', region: 'Nordics', orders: 1240, revenue: 186_400 },
  { id: 'benelux', region: 'Benelux', orders: 980, revenue: 142_750 },
  { id: 'dach', region: 'DACH', orders: 2110, revenue: 331_900 },
  { id: 'iberia', region: 'Iberia', orders: 760, revenue: 98_300 },
  { id: 'italy', region: 'Italy', orders: 1035, revenue: 151_200 },
  { id: 'baltics', region: 'Baltics', orders: 410, revenue: 52_600 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 140 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => money.format(value),
  },
];

// Pinned rows are ordinary row objects; their ids must not clash with `rows`.
const pinnedRows: GridPinnedRowsProp<RegionSales> = {
  top: [
    { id: 'target', region: 'Quarterly target', orders: 6000, revenue: 900_000 },
  ],
  bottom: [
    {
      id: 'total',
      region: 'Total',
      orders: rows.reduce((sum, row) => sum + row.orders, 0),
      revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    },
  ],
};

export default function RowPinningBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        sx={{ '& .MuiDataGrid-pinnedRows': { fontWeight: 600 } }}
      />
    </Box>
  );
}
