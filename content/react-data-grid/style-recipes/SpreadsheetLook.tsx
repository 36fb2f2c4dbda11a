import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'A', width: 70 },
  { field: 'city', headerName: 'B', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'C', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: 'D', type: 'number', width: 90 },
  { field: 'y2023', headerName: 'E', type: 'number', width: 90 },
];

export default function SpreadsheetLook() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        density="compact"
        showCellVerticalBorder
        showColumnVerticalBorder
        disableColumnMenu
        hideFooter
        sx={{
          borderRadius: 0,
          fontVariantNumeric: 'tabular-nums',
          [`& .${gridClasses.columnHeader}`]: { backgroundColor: 'action.hover' },
          [`& .${gridClasses.columnHeaderTitleContainer}`]: { justifyContent: 'center' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: '2px solid',
            outlineColor: 'success.main',
            outlineOffset: -2,
          },
        }}
      />
    </Box>
  );
}
