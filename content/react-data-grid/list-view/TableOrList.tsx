import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const listViewColumn: GridListViewColDef<Airport> = {
  field: 'summary',
  renderCell: ({ row }) => (
    <Box sx={{ py: 1 }}>
      <Typography component="p" variant="body2" sx={{ fontWeight: 500 }}>
        {row.city} ({row.id})
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        {row.y2019} M in 2019, {row.y2023} M in 2023
      </Typography>
    </Box>
  ),
};

type Layout = 'table' | 'list';

export default function TableOrList() {
  const [layout, setLayout] = React.useState<Layout>('table');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, next: Layout | null) => next && setLayout(next)}
        aria-label="Layout"
      >
        <ToggleButton value="table">Table</ToggleButton>
        <ToggleButton value="list">List</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        {/* The same grid, its sort and filter kept, in either layout. */}
        <DataGridPro
          rows={airports}
          columns={columns}
          listView={layout === 'list'}
          listViewColumn={listViewColumn}
          rowHeight={layout === 'list' ? 56 : 52}
          initialState={{ sorting: { sortModel: [{ field: 'y2023', sort: 'desc' }] } }}
        />
      </Box>
      <Typography component="p" variant="body2" color="text.secondary">
        Sorted by 2023 traffic in both layouts.
      </Typography>
    </Stack>
  );
}
