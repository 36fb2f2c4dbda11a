import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  // Codes are unique: grouping or counting them means nothing, so no such items here.
  { field: 'id', headerName: 'IATA', width: 80, groupable: false, aggregable: false },
  { field: 'city', headerName: 'Airport', width: 170 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function ColumnMenuPremiumItems() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={airports}
        columns={columns}
        initialState={{ aggregation: { model: { y2023: 'sum' } } }}
        // Every menu keeps pinning, grouping and aggregation, but not "Manage pivot".
        slotProps={{ columnMenu: { slots: { columnMenuPivotItem: null } } }}
      />
    </Box>
  );
}
