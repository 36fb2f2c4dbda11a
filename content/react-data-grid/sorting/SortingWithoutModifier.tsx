import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

export default function SortingWithoutModifier() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={skyscrapers}
        columns={columns}
        // Every header click adds its column to the sort model.
        multipleColumnsSortingMode="always"
      />
    </Box>
  );
}
