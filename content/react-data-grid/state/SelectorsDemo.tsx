import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Re-renders only when the rows that pass the filter change, not on every grid update.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, { model }) => sum + (model as Airport).y2023, 0);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      {entries.length} airports shown, {total.toFixed(1)} million passengers in 2023
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SelectorsDemo() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        slots={{ footer: TotalFooter }}
        showToolbar
      />
    </Box>
  );
}
