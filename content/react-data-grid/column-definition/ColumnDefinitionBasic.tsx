import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lagos', country: 'Nigeria', continent: 'Africa' },
  { id: 2, city: 'Osaka', country: 'Japan', continent: 'Asia' },
  { id: 3, city: 'Montréal', country: 'Canada', continent: 'North America' },
  { id: 4, city: 'Valparaíso', country: 'Chile', continent: 'South America' },
  { id: 5, city: 'Gdańsk', country: 'Poland', continent: 'Europe' },
  { id: 6, city: 'Hobart', country: 'Australia', continent: 'Oceania' },
];

const columns: GridColDef[] = [
  // Only `field` is required. Without `headerName`, the header shows the field.
  { field: 'city' },
  { field: 'country', headerName: 'Country' },
  { field: 'continent', headerName: 'Continent', width: 160 },
];

export default function ColumnDefinitionBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
