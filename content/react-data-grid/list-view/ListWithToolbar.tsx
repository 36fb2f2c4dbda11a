import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code' },
  { field: 'city', headerName: 'Airport' },
  { field: 'country', headerName: 'Country' },
  { field: 'y2023', headerName: 'Passengers, 2023 (M)', type: 'number' },
];

const listViewColumn: GridListViewColDef<Airport> = {
  field: 'item',
  renderCell: ({ row }) => (
    <Typography component="p" variant="body2" sx={{ py: 1 }}>
      <strong>{row.id}</strong> {row.city}, {row.country}: {row.y2023} M
    </Typography>
  ),
};

export default function ListWithToolbar() {
  return (
    <Box sx={{ height: 400, maxWidth: 480, width: '100%' }}>
      {/* No column headers in a list: the toolbar's filter and quick filter take their place. */}
      <DataGridPro
        rows={airports}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: true } }}
      />
    </Box>
  );
}
