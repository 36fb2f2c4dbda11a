import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// useGridSelector re-renders this footer whenever the sort model or the row count changes.
function StateFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const rowCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  const sortedBy = sortModel.map((item) => `${item.field} ${item.sort ?? ''}`).join(', ');

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">Sorted by: {sortedBy || 'nothing'}</Typography>
      <Typography variant="body2">
        {rowCount} of {airports.length} airports
      </Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ReadingState() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} slots={{ footer: StateFooter }} />
    </Box>
  );
}
