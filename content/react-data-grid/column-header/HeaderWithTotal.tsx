import Box from '@mui/material/Box';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

type YearField = 'y2019' | 'y2023';

// A header is rendered inside the grid: it can subscribe to the grid's state.
// This one adds up the rows that pass the filter, so the total follows the search.
function TotalHeader({ field, title }: { field: YearField; title: string }) {
  const apiRef = useGridApiContext();
  const rows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = rows.reduce((sum, row) => sum + (row.model as Airport)[field], 0);

  return (
    <Box sx={{ lineHeight: 1.3, textAlign: 'right' }}>
      <strong>{title}</strong>
      <Box
        sx={{ color: 'text.secondary', fontSize: 12 }}
        data-testid={`total-${field}`}
      >
        Total {total.toFixed(1)}
      </Box>
    </Box>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  {
    field: 'y2019',
    headerName: '2019 (M)',
    type: 'number',
    width: 130,
    renderHeader: () => <TotalHeader field="y2019" title="2019 (M)" />,
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 130,
    renderHeader: () => <TotalHeader field="y2023" title="2023 (M)" />,
  },
];

export default function HeaderWithTotal() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        columnHeaderHeight={64}
        showToolbar
      />
    </Box>
  );
}
