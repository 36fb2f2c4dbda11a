import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// One button per page, named after its first and last airport, like the tabs cut into a
// dictionary. The names follow whatever sort and filter the grid holds now.
function ThumbIndex() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);

  const pages: { first: string; last: string }[] = [];
  for (let start = 0; start < entries.length; start += pageSize) {
    const cities = entries
      .slice(start, start + pageSize)
      .map(({ model }) => (model as Airport).city);
    pages.push({ first: cities[0] ?? '', last: cities[cities.length - 1] ?? '' });
  }

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={page}
      // A click on the current page sends null: keep the page.
      onChange={(_event, next: number | null) => {
        if (next !== null) apiRef.current.setPage(next);
      }}
      aria-label="Pages"
      sx={{ m: 1 }}
    >
      {pages.map(({ first, last }, index) => (
        // The letters on the button are its name, so a voice command can say them;
        // the full names are its description, shown on hover and read after the name.
        <ToggleButton key={index} value={index} title={`${first} to ${last}`}>
          {first.slice(0, 3)}–{last.slice(0, 3)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ThumbIndexPagination() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ pagination: ThumbIndex }}
        initialState={{
          sorting: { sortModel: [{ field: 'city', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 4 } },
        }}
        pageSizeOptions={[4]}
      />
    </Box>
  );
}
