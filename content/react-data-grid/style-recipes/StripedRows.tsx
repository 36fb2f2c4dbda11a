import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function StripedRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        // The position on screen, not in the data: stripes stay regular after a sort or a filter.
        getRowClassName={(params) =>
          params.indexRelativeToCurrentPage % 2 ? 'odd' : 'even'
        }
        hideFooter
        sx={{
          // :not(.Mui-selected) leaves the grid's own colour on a selected row.
          [`& .${gridClasses.row}.odd:not(.Mui-selected)`]: { backgroundColor: 'action.hover' },
          [`& .${gridClasses.row}.odd:not(.Mui-selected):hover`]: {
            backgroundColor: 'action.selected',
          },
        }}
      />
    </Box>
  );
}
