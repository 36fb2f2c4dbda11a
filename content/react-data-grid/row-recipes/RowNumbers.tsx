import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// The row's position as shown: it follows sorting and filtering, because the cell
// subscribes to the ordered ids rather than reading them once.
function PositionCell({ id }: GridRenderCellParams) {
  const apiRef = useGridApiContext();
  const orderedIds = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  return orderedIds.indexOf(id) + 1;
}

const columns: GridColDef<Airport>[] = [
  {
    field: 'position',
    headerName: '#',
    width: 60,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: (params) => <PositionCell {...params} />,
  },
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function RowNumbers() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={airports} columns={columns} />
    </Box>
  );
}
