import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

// The panel keeps its two rows: readers change operators and values only.
const hidden = { sx: { display: 'none' } };

export default function MultiFiltersFixedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        showToolbar
        // A column menu's Filter entry would still add a row for its column.
        disableColumnMenu
        slotProps={{
          filterPanel: {
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            filterFormProps: { deleteIconProps: hidden, logicOperatorInputProps: hidden },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'y2019', operator: '>=', value: 80 },
                { id: 2, field: 'y2023', operator: '>=', value: 80 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
