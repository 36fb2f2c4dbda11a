import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  {
    field: 'y2019',
    headerName: '2019 (M)',
    description: 'Passengers in 2019, before the pandemic',
    type: 'number',
    width: 110,
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    description: 'Passengers in 2023',
    type: 'number',
    width: 110,
  },
];

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        slotProps={{
          columnsManagement: {
            // The code column is always shown: leave it out of the panel.
            getTogglableColumns: (all) =>
              all.filter((column) => column.field !== 'id').map((column) => column.field),
            sort: 'asc',
            // The search value arrives in lower case.
            searchPredicate: (column, search) =>
              [column.headerName, column.description]
                .filter(Boolean)
                .some((text) => text!.toLowerCase().includes(search)),
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
