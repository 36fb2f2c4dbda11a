import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 120 },
  { field: 'floors', headerName: 'Floors', type: 'number', width: 100 },
  {
    field: 'completed',
    headerName: 'Completed',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => String(value),
  },
];

export default function SortingFromCode() {
  const apiRef = useGridApiRef();
  const [first, setFirst] = React.useState<string>(skyscrapers[0].name);

  // onSortModelChange fires before the rows are sorted again; the
  // sortedRowsSet event fires after, when getSortedRows() has the new order.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('sortedRowsSet', () => {
        const [top] = apiRef.current?.getSortedRows() ?? [];
        setFirst(top?.name ?? '');
      }),
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('floors', 'desc')}>
          Most floors first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('completed', 'desc')}>
          Newest first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Original order
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* getSortedRows() includes rows a filter hides, so filtering is off here. */}
        <DataGrid apiRef={apiRef} rows={skyscrapers} columns={columns} disableColumnFilter />
      </Box>
      <Typography variant="body2" aria-live="polite" data-testid="first-row">
        First row: {first}
      </Typography>
    </Stack>
  );
}
