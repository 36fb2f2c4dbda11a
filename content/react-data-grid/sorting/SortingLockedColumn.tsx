import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
  // Clicking this header does nothing, yet the sort model may still name the column.
  { field: 'floors', headerName: 'Floors', type: 'number', width: 100, sortable: false },
];

export default function SortingLockedColumn() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('floors', 'desc')}
        >
          Most floors first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setSortModel([{ field: 'floors', sort: 'asc' }])}
        >
          Fewest floors first
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={skyscrapers}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'floors', sort: 'desc' }] } }}
        />
      </Box>
    </Stack>
  );
}
