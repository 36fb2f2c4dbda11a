import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Reykjavík', temperature: 4.2, rainfall: 3.1, wind: 28 },
  { id: 2, station: 'Bergen', temperature: 7.8, rainfall: 11.4, wind: 19 },
  { id: 3, station: 'Galway', temperature: 9.5, rainfall: 6.2, wind: 33 },
  { id: 4, station: 'Brest', temperature: 11.1, rainfall: 2.7, wind: 24 },
  { id: 5, station: 'A Coruña', temperature: 13.6, rainfall: 0.4, wind: 15 },
];

const columns: GridColDef[] = [
  {
    field: 'station',
    headerName: 'Weather station',
    flex: 1,
    minWidth: 150,
  },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    description: 'Mean air temperature over the last 24 hours',
    type: 'number',
    width: 130,
  },
  {
    field: 'rainfall',
    headerName: 'Rain (mm)',
    description: 'Total rainfall over the last 24 hours',
    type: 'number',
    width: 120,
  },
  {
    field: 'wind',
    headerName: 'Wind (km/h)',
    description: 'Strongest gust recorded today',
    type: 'number',
    width: 130,
    headerAlign: 'center',
    align: 'center',
  },
];

export default function ColumnHeaderBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
