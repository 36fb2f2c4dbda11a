import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 120,
    // Tallest first, and no way back to the unsorted order.
    sortingOrder: ['desc', 'asc'],
  },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
    // Newest first, then the original order.
    sortingOrder: ['desc', null],
  },
];

export default function SortingOrderPerColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={skyscrapers} columns={columns} />
    </Box>
  );
}
