import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 100,
    headerClassName: 'header--recent',
    // Busier or quieter than in 2019: a class per cell, from the row.
    cellClassName: (params) => (params.row.y2023 >= params.row.y2019 ? 'cell--up' : 'cell--down'),
  },
];

export default function ClassNamesFromData() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .row--even': { backgroundColor: 'action.hover' },
        // Paired with the grid's own class, to outrank its header background.
        '& .MuiDataGrid-columnHeader.header--recent': { backgroundColor: 'action.selected' },
        '& .cell--up': { color: 'success.main', fontWeight: 600 },
        // error.main is too light for text on the dark stripes; error.light is too
        // light on white.
        '& .cell--down': (theme) => ({
          color: 'error.main',
          ...theme.applyStyles('dark', { color: 'error.light' }),
        }),
      }}
    >
      <DataGrid
        rows={airports}
        columns={columns}
        // Stripes that follow the order on screen, whatever the sort.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : '')}
      />
    </Box>
  );
}
