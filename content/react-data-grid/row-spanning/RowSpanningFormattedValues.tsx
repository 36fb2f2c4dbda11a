import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const decade = (year: number) => `${Math.floor(year / 10) * 10}s`;

// In order of completion, so that equal decades are next to each other.
const rows = [...skyscrapers].sort((a, b) => a.completed - b.completed);

const columns: GridColDef<Skyscraper>[] = [
  {
    field: 'completed',
    headerName: 'With valueFormatter',
    width: 170,
    // Shows the decade, but compares years: only the two 2017 buildings merge.
    valueFormatter: (value: number) => decade(value),
  },
  {
    field: 'decade',
    headerName: 'With valueGetter',
    width: 150,
    // The value itself is the decade, so equal decades merge.
    valueGetter: (_value, row) => decade(row.completed),
  },
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 200 },
  {
    field: 'year',
    headerName: 'Year',
    width: 80,
    valueGetter: (_value, row) => String(row.completed),
  },
];

export default function RowSpanningFormattedValues() {
  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
