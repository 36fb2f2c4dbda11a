import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';
import { daylightRows, formatHours, type DaylightRow } from './daylight';

const rows = daylightRows(2024, 2024).filter((row) => row.city === 'Reykjavík');

const columns: GridColDef<DaylightRow>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'sunrise', headerName: 'Sunrise', width: 100 },
  { field: 'sunset', headerName: 'Sunset', width: 100 },
  {
    field: 'dayLength',
    headerName: 'Day length',
    flex: 1,
    valueFormatter: (value) => formatHours(value),
  },
];

function ReykjavikGrid({
  savedPosition,
}: {
  savedPosition: React.MutableRefObject<GridScrollParams | null>;
}) {
  const apiRef = useGridApiRef();

  // Remember where the reader was, every time the grid scrolls.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
        savedPosition.current = { top: params.top, left: params.left };
      }),
    [apiRef, savedPosition],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      density="compact"
      // Read once, when the grid mounts: the grid opens where the reader left it.
      initialState={{ scroll: savedPosition.current ?? { top: 0, left: 0 } }}
    />
  );
}

export default function ScrollRestoration() {
  const [visible, setVisible] = React.useState(true);
  const savedPosition = React.useRef<GridScrollParams | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide the grid' : 'Show the grid again'}
        </Button>
        <Typography component="p" variant="body2" color="text.secondary">
          Scroll down, hide the grid, then show it: it comes back at the same row.
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        {visible && <ReykjavikGrid savedPosition={savedPosition} />}
      </Box>
    </Stack>
  );
}
