import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

// Space between the rows, but none above the first or below the last one on screen.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 4,
  bottom: params.isLastVisible ? 0 : 4,
});

export default function RowSpacing() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        getRowSpacing={getRowSpacing}
        // The spacing is a margin: give rows a background so that the gaps show.
        sx={{
          [`& .${gridClasses.row}`]: { bgcolor: 'action.hover', borderRadius: 1 },
          [`& .${gridClasses.cell}`]: { borderTop: 'none' },
        }}
      />
    </Box>
  );
}
