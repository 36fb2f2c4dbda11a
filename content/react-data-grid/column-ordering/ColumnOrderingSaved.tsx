import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    team: 'Riverside Rovers',
    played: 12,
    won: 9,
    drawn: 2,
    lost: 1,
    points: 29,
  },
  {
    id: 2,
    team: 'Hillcrest United',
    played: 12,
    won: 8,
    drawn: 3,
    lost: 1,
    points: 27,
  },
  {
    id: 3,
    team: 'Harbour Athletic',
    played: 12,
    won: 7,
    drawn: 2,
    lost: 3,
    points: 23,
  },
  { id: 4, team: 'Old Mill FC', played: 12, won: 5, drawn: 4, lost: 3, points: 19 },
  {
    id: 5,
    team: 'Northgate Town',
    played: 12,
    won: 3,
    drawn: 3,
    lost: 6,
    points: 12,
  },
];

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 170 },
  { field: 'played', headerName: 'Played', type: 'number', width: 90 },
  { field: 'won', headerName: 'Won', type: 'number', width: 80 },
  { field: 'drawn', headerName: 'Drawn', type: 'number', width: 80 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 80 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

// The order to start from, e.g. loaded from the reader's saved settings.
const startOrder = ['team', 'points', 'played', 'won', 'drawn', 'lost'];

export default function ColumnOrderingSaved() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(startOrder);

  // Fires once per drag, when the reader drops the column.
  const handleOrderChange = () => {
    if (apiRef.current) {
      setOrder(gridColumnFieldsSelector(apiRef));
    }
  };

  const reset = () => {
    startOrder.forEach((field, index) =>
      apiRef.current?.setColumnIndex(field, index),
    );
    setOrder(startOrder);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={reset} sx={{ mb: 2 }}>
        Reset order
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: startOrder } }}
          onColumnOrderChange={handleOrderChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Order to save:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(order)}
        </Box>
      </Typography>
    </Box>
  );
}
