import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// Sorted in the data itself: the five US airports end up next to each other.
const rows = [...airports].sort((a, b) => a.country.localeCompare(b.country));

const columns: GridColDef<Airport>[] = [
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', width: 170 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => ((row.y2023 - row.y2019) / row.y2019) * 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
  },
];

export default function RowSpanningPinnedColumn() {
  return (
    <Box sx={{ height: 520, width: '100%', maxWidth: 560 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        initialState={{ pinnedColumns: { left: ['country', 'id'] } }}
      />
    </Box>
  );
}
