import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPageSizeSelector,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

const initialModel: GridPaginationModel = { page: 0, pageSize: 3 };

export default function PaginationFromCode() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState(initialModel);

  // Open the page that holds a row, in the current sort order, and select that row.
  const showRow = (id: number) => {
    const api = apiRef.current;
    if (!api) return;
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (index === -1) return;
    api.setPage(Math.floor(index / gridPageSizeSelector(apiRef)));
    api.selectRow(id, true, true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(2)}>
          Third page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(99)}>
          Page 99
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(5)}>
          5 per page
        </Button>
        <Button size="small" variant="outlined" onClick={() => showRow(10)}>
          Show CITIC Tower
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={skyscrapers}
          columns={columns}
          initialState={{ pagination: { paginationModel: initialModel } }}
          pageSizeOptions={[3, 5, 10]}
          onPaginationModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" data-testid="pagination-from-code-model" sx={{ mt: 1 }}>
        page: {model.page}, pageSize: {model.pageSize}
      </Typography>
    </Box>
  );
}
