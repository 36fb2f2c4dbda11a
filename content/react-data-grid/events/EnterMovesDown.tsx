import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100, editable: true },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100, editable: true },
];

export default function EnterMovesDown() {
  const apiRef = useGridApiRef();

  // Enter on a cell in view mode goes to the cell below, as in a spreadsheet;
  // the grid's own handling (start editing) is skipped for that event.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (
    params: GridCellParams,
    event,
  ) => {
    if (event.key !== 'Enter' || params.cellMode !== 'view') return;
    event.defaultMuiPrevented = true;
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const next = rowIds[rowIds.indexOf(params.id) + 1];
    if (next === undefined) return;
    apiRef.current?.scrollToIndexes({ rowIndex: rowIds.indexOf(next) });
    apiRef.current?.setCellFocus(next, params.field);
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={airports}
        columns={columns}
        onCellKeyDown={handleCellKeyDown}
        hideFooter
      />
    </Box>
  );
}
