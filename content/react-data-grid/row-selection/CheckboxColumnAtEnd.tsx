import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  // The checkbox column goes where its definition is listed, with the changes you make to it.
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    width: 90,
    headerClassName: 'compare-header',
    cellClassName: 'compare-cell',
  },
];

export default function CheckboxColumnAtEnd() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .compare-header, & .compare-cell': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid rows={airports} columns={columns} checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
