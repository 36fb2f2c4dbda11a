import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// A footer slot lives inside the grid, so it can subscribe to the sorted rows:
// it renders again each time the order changes, and at no other time.
function TopThreeFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const topThree = entries.slice(0, 3).map(({ model }) => (model as Skyscraper).name);

  return (
    <GridFooterContainer sx={{ px: 2, justifyContent: 'flex-start' }}>
      First three: {topThree.join(' · ')}
    </GridFooterContainer>
  );
}

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 100 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

export default function SortedRowsFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={skyscrapers} columns={columns} slots={{ footer: TopThreeFooter }} />
    </Box>
  );
}
