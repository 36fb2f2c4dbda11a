import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 100 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function SelectorInHandler() {
  const apiRef = useGridApiRef();
  const [snapshot, setSnapshot] = React.useState<string | null>(null);

  const takeSnapshot = () => {
    // Read once, on the click: later sorts and filters do not re-render this component.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const [sortItem] = gridSortModelSelector(apiRef);
    const order = sortItem ? `by ${sortItem.field}, ${sortItem.sort ?? 'unsorted'}` : 'unsorted';
    setSnapshot(`${ids.length} airports, ${order}: ${ids.join(' · ')}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={airports} columns={columns} showToolbar />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={takeSnapshot}>
          Note the order
        </Button>
        <Typography variant="body2" data-testid="selector-snapshot">
          {snapshot ?? 'Sort or filter the grid, then note the order.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
