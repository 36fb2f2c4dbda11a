import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  {
    field: 'name',
    headerName: 'Building',
    flex: 1,
    minWidth: 180,
    // A column's own list wins over the grid's: names still start at A.
    sortingOrder: ['asc', 'desc', null],
  },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 100 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

export default function SortingOrderGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={skyscrapers}
        columns={columns}
        // Every other header: biggest or newest first, then smallest, then unsorted.
        sortingOrder={['desc', 'asc', null]}
      />
    </Box>
  );
}
