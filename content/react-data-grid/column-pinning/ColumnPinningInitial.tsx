import Box from '@mui/material/Box';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocalShipping from '@mui/icons-material/LocalShipping';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const cities = [
  ['Lyon', 'France'],
  ['Porto', 'Portugal'],
  ['Ghent', 'Belgium'],
  ['Bologna', 'Italy'],
  ['Kraków', 'Poland'],
  ['Aarhus', 'Denmark'],
];
const customers = [
  'Café Lumière',
  'Atlas Books',
  'Nordvik Design',
  'Olive & Thyme',
  'Studio Kappa',
];
const carriers = ['DHL', 'UPS', 'GLS', 'DPD'];

// Deterministic rows built from the index.
const rows = Array.from({ length: 12 }, (_, index) => {
  const [city, country] = cities[index % cities.length];
  return {
    id: 10421 + index,
    customer: customers[index % customers.length],
    city,
    country,
    items: 1 + ((index * 7) % 9),
    weight: 0.8 + ((index * 13) % 40) / 4,
    carrier: carriers[index % carriers.length],
    tracking: `TRK${(48213 + index * 977).toString().padStart(7, '0')}`,
    total: 24 + ((index * 53) % 380),
  };
});

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'weight',
    headerName: 'Weight',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value.toFixed(1)} kg`,
  },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'tracking', headerName: 'Tracking number', width: 160 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: () => [
      <GridActionsCellItem key="edit" icon={<EditOutlined />} label="Edit order" />,
      <GridActionsCellItem
        key="ship"
        icon={<LocalShipping />}
        label="Track parcel"
      />,
    ],
  },
];

export default function ColumnPinningInitial() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          pinnedColumns: { left: ['id', 'customer'], right: ['actions'] },
        }}
      />
    </Box>
  );
}
