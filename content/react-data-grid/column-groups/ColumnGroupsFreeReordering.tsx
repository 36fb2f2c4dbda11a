import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import { airports } from './airports';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'City', width: 170 },
  { field: 'country', headerName: 'Country', width: 180 },
  { field: 'y2019', headerName: '2019', type: 'number', width: 90 },
  { field: 'y2023', headerName: '2023', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'location',
    headerName: 'Location (free)',
    // Its columns may leave the group, and other columns may enter it.
    freeReordering: true,
    children: [{ field: 'city' }, { field: 'country' }],
  },
  {
    groupId: 'passengers',
    headerName: 'Passengers, millions (locked)',
    children: [{ field: 'y2019' }, { field: 'y2023' }],
  },
];

const initialOrder = columns.map((column) => column.headerName).join(', ');

export default function ColumnGroupsFreeReordering() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(initialOrder);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={airports}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          showColumnVerticalBorder
          // Fires once, when the reader drops the column.
          onColumnOrderChange={() => {
            const current = apiRef.current?.getAllColumns() ?? [];
            setOrder(current.map((column) => column.headerName).join(', '));
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="column-order">
        Column order: {order}
      </Typography>
    </Box>
  );
}
