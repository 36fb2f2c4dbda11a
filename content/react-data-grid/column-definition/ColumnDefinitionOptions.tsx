import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  {
    field: 'id',
    headerName: 'IATA',
    width: 90,
    align: 'center',
    headerAlign: 'center',
    // A code, not a quantity: no sorting, no menu, and it can't be hidden.
    sortable: false,
    disableColumnMenu: true,
    hideable: false,
  },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 110, filterable: false },
  {
    field: 'passengers',
    headerName: 'Passengers (M)',
    description: 'Passengers handled in 2023, in millions (ACI World)',
    type: 'number',
    width: 150,
    cellClassName: (params) => (params.value >= 80 ? 'over-80-million' : ''),
  },
];

export default function ColumnDefinitionOptions() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .over-80-million': { fontWeight: 'bold', color: 'primary.main' },
      }}
    >
      <DataGrid rows={airports} columns={columns} />
    </Box>
  );
}
