import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Parasite',
    director: 'Bong Joon-ho',
    year: 2019,
    country: 'South Korea',
  },
  {
    id: 2,
    title: 'Roma',
    director: 'Alfonso Cuarón',
    year: 2018,
    country: 'Mexico',
  },
  {
    id: 3,
    title: 'Portrait of a Lady on Fire',
    director: 'Céline Sciamma',
    year: 2019,
    country: 'France',
  },
  {
    id: 4,
    title: 'Drive My Car',
    director: 'Ryusuke Hamaguchi',
    year: 2021,
    country: 'Japan',
  },
  {
    id: 5,
    title: 'Aftersun',
    director: 'Charlotte Wells',
    year: 2022,
    country: 'United Kingdom',
  },
];

const columns: GridColDef[] = [
  // No menu for this column: sort it by clicking the header.
  {
    field: 'title',
    headerName: 'Title',
    flex: 1,
    minWidth: 200,
    disableColumnMenu: true,
  },
  { field: 'director', headerName: 'Director', width: 170 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'country', headerName: 'Country', width: 150 },
];

export default function ColumnMenuBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
