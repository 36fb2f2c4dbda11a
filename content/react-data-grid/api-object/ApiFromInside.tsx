import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridFooterContainer,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// A slot reaches the grid it is rendered in through the context: nothing is passed down.
function JumpFooter() {
  const apiRef = useGridApiContext();

  const jumpTo = (position: 'first' | 'last') => {
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const rowIndex = position === 'first' ? 0 : ids.length - 1;
    const id = ids[rowIndex];
    if (id === undefined) return;
    apiRef.current.scrollToIndexes({ rowIndex });
    apiRef.current.setCellFocus(id, 'city');
  };

  return (
    <GridFooterContainer sx={{ gap: 1, px: 1, justifyContent: 'flex-start' }}>
      <Button size="small" onClick={() => jumpTo('first')}>
        First row
      </Button>
      <Button size="small" onClick={() => jumpTo('last')}>
        Last row
      </Button>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function ApiFromInside() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} slots={{ footer: JumpFooter }} />
    </Box>
  );
}
