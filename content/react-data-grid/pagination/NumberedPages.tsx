import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// Page buttons instead of the default arrows: the grid's page is 0-based, Material UI's is 1-based.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      count={pageCount}
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      sx={{ mx: 'auto', py: 1 }}
    />
  );
}

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

export default function NumberedPages() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={skyscrapers}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 3 } } }}
        pageSizeOptions={[3]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
