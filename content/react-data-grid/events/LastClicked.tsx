import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// A footer that listens to the grid it sits in: no apiRef needs to be passed down.
function LastClickedFooter() {
  const apiRef = useGridApiContext();
  const [cell, setCell] = React.useState<GridCellParams | null>(null);

  useGridEvent(apiRef, 'cellClick', (params) => setCell(params));

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      {cell
        ? `Last clicked: ${cell.colDef.headerName} of ${cell.id} = ${cell.formattedValue}`
        : 'Click a cell'}
    </GridFooterContainer>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  {
    field: 'y2023',
    headerName: '2023 passengers',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => `${value} million`,
  },
];

export default function LastClicked() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} slots={{ footer: LastClickedFooter }} />
    </Box>
  );
}
