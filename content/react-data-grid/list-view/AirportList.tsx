import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// The table's columns: still used for sorting, filtering and export in list view.
const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code' },
  { field: 'city', headerName: 'Airport' },
  { field: 'country', headerName: 'Country' },
  { field: 'y2023', headerName: 'Passengers, 2023 (M)', type: 'number' },
];

// In list view the grid renders this one column per row, full width.
const listViewColumn: GridListViewColDef<Airport> = {
  field: 'listItem',
  renderCell: ({ row }) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, height: '100%' }}>
      <Box
        sx={{ width: 48, fontWeight: 700, fontFamily: 'monospace', color: 'primary.main' }}
        aria-hidden="true"
      >
        {row.id}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.city}
        </Typography>
        <Typography component="p" variant="caption" color="text.secondary" noWrap>
          {row.country}
        </Typography>
      </Box>
      <Typography component="p" variant="body2">
        {row.y2023} M
      </Typography>
    </Stack>
  ),
};

export default function AirportList() {
  return (
    <Box sx={{ height: 420, maxWidth: 420, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
    </Box>
  );
}
