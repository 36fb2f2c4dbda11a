import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 100 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 190 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 160 },
];

export default function HeaderFilterClearIcon() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        headerFilters
        // A clear button in every cell that holds a value, instead of a
        // "Clear filter" entry hidden in the operator menu.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'country', operator: 'contains', value: 'states' },
                { id: 2, field: 'y2023', operator: '>', value: 80 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
