import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridNumberComparator,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortCellParams,
} from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

// A comparator gets the cells' ids, not their rows: the rest of the row comes from the API.
const rowOf = (cell: GridSortCellParams) => cell.api.getRow(cell.id) as Skyscraper;

// "City, Country" sorts by country first, then by city: two built-in comparators in a row.
const byCountryThenCity: GridComparatorFn<string> = (_a, _b, cellA, cellB) =>
  gridStringOrNumberComparator(rowOf(cellA).country, rowOf(cellB).country, cellA, cellB) ||
  gridStringOrNumberComparator(rowOf(cellA).city, rowOf(cellB).city, cellA, cellB);

// Equal heights (the two CTF Finance Centres, 530 m) are told apart by their number of floors.
const byHeightThenFloors: GridComparatorFn<number> = (a, b, cellA, cellB) =>
  gridNumberComparator(a, b, cellA, cellB) ||
  gridNumberComparator(rowOf(cellA).floors, rowOf(cellB).floors, cellA, cellB);

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  {
    field: 'location',
    headerName: 'City, Country',
    width: 230,
    valueGetter: (_value, row) => `${row.city}, ${row.country}`,
    sortComparator: byCountryThenCity,
  },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 110,
    sortComparator: byHeightThenFloors,
  },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 90 },
];

export default function CombinedComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={skyscrapers}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'location', sort: 'asc' }] } }}
      />
    </Box>
  );
}
