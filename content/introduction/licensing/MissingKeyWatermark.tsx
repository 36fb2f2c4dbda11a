import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  reference: string;
  customer: string;
  destination: string;
  weightKg: number;
  status: string;
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SH-24017',
    customer: 'Northwind Traders',
    destination: 'Rotterdam',
    weightKg: 1240,
    status: 'In transit',
  },
  {
    id: 2,
    reference: 'SH-24018',
    customer: 'Blue Harbor Foods',
    destination: 'Lisbon',
    weightKg: 860,
    status: 'Delivered',
  },
  {
    id: 3,
    reference: 'SH-24019',
    customer: 'Alpine Outfitters',
    destination: 'Zurich',
    weightKg: 415,
    status: 'Customs',
  },
  {
    id: 4,
    reference: 'SH-24020',
    customer: 'Maple & Co.',
    destination: 'Montreal',
    weightKg: 2310,
    status: 'In transit',
  },
  {
    id: 5,
    reference: 'SH-24021',
    customer: 'Sunrise Electronics',
    destination: 'Osaka',
    weightKg: 530,
    status: 'Booked',
  },
  {
    id: 6,
    reference: 'SH-24022',
    customer: 'Fjord Furniture',
    destination: 'Bergen',
    weightKg: 1780,
    status: 'Delivered',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 200 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function MissingKeyWatermark() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['reference'] } }}
      />
    </Box>
  );
}
