import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Lists what hides the rows, so the reader drops one condition instead of starting over.
function WhatHidesTheRows() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const words: string[] = filterModel.quickFilterValues ?? [];

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', px: 2 }}>
        <Typography component="p" variant="body2">
          No airport passes all of these. Remove one:
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {filterModel.items.map((item) => (
            <Chip
              key={item.id ?? item.field}
              size="small"
              label={`${columnLookup[item.field]?.headerName} ${item.operator} ${item.value}`}
              onDelete={() => apiRef.current.deleteFilterItem(item)}
            />
          ))}
          {words.map((word) => (
            <Chip
              key={`search-${word}`}
              size="small"
              variant="outlined"
              label={`Search: ${word}`}
              onDelete={() => apiRef.current.setQuickFilterValues(words.filter((w) => w !== word))}
            />
          ))}
        </Stack>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// Each condition alone keeps some airports; together they keep none.
// A fixed `id` on the item keeps the grid from generating one.
const filterModel: GridFilterModel = {
  items: [{ id: 1, field: 'country', operator: 'equals', value: 'United States' }],
  quickFilterValues: ['London'],
};

export default function NoResultsFilters() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel } }}
        slots={{ noResultsOverlay: WhatHidesTheRows }}
      />
    </Box>
  );
}
