import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, coffee: 'Yirgacheffe', origin: 'Ethiopia', roast: 'Light', bags: 24 },
  { id: 2, coffee: 'Huila Supremo', origin: 'Colombia', roast: 'Medium', bags: 41 },
  { id: 3, coffee: 'Tarrazú', origin: 'Costa Rica', roast: 'Medium', bags: 18 },
  {
    id: 4,
    coffee: 'Sumatra Mandheling',
    origin: 'Indonesia',
    roast: 'Dark',
    bags: 9,
  },
  { id: 5, coffee: 'Antigua', origin: 'Guatemala', roast: 'Medium', bags: 33 },
  { id: 6, coffee: 'Kona Extra Fancy', origin: 'Hawaii', roast: 'Light', bags: 4 },
];

const columns: GridColDef[] = [
  { field: 'coffee', headerName: 'Coffee', flex: 1, minWidth: 160 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'roast', headerName: 'Roast', width: 110 },
  { field: 'bags', headerName: 'Bags in stock', type: 'number', width: 130 },
];

export default function QuickstartGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
