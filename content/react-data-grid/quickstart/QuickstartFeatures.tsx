import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Coffee {
  id: number;
  coffee: string;
  origin: string;
  roast: 'Light' | 'Medium' | 'Dark';
  price: number;
}

const rows: Coffee[] = [
  { id: 1, coffee: 'Yirgacheffe', origin: 'Ethiopia', roast: 'Light', price: 14.5 },
  { id: 2, coffee: 'Huila Supremo', origin: 'Colombia', roast: 'Medium', price: 12 },
  { id: 3, coffee: 'Tarrazú', origin: 'Costa Rica', roast: 'Medium', price: 13.25 },
  {
    id: 4,
    coffee: 'Sumatra Mandheling',
    origin: 'Indonesia',
    roast: 'Dark',
    price: 15,
  },
  { id: 5, coffee: 'Antigua', origin: 'Guatemala', roast: 'Medium', price: 12.75 },
  { id: 6, coffee: 'Kona Extra Fancy', origin: 'Hawaii', roast: 'Light', price: 39 },
  { id: 7, coffee: 'Santos', origin: 'Brazil', roast: 'Dark', price: 10.5 },
  { id: 8, coffee: 'Kenya AA', origin: 'Kenya', roast: 'Light', price: 16.75 },
  { id: 9, coffee: 'Blue Mountain', origin: 'Jamaica', roast: 'Medium', price: 42 },
  { id: 10, coffee: 'Monsooned Malabar', origin: 'India', roast: 'Dark', price: 13 },
];

const columns: GridColDef<Coffee>[] = [
  { field: 'coffee', headerName: 'Coffee', flex: 1, minWidth: 160 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  {
    field: 'roast',
    headerName: 'Roast',
    type: 'singleSelect',
    valueOptions: ['Light', 'Medium', 'Dark'],
    width: 110,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
];

export default function QuickstartFeatures() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        checkboxSelection
        initialState={{
          sorting: { sortModel: [{ field: 'price', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 5 } },
        }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
