import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

// Counts its own commits: the grid renders cells in commits of its own, after the parent's.
function AirportCell({ name, onCommit }: { name?: string; onCommit: () => void }) {
  React.useEffect(onCommit);
  return name;
}

function makeColumns(
  count: React.MutableRefObject<number>,
  output: React.RefObject<HTMLSpanElement>,
): GridColDef<Airport>[] {
  // Written to the DOM, not kept in state: showing the count must not cause renders of its own.
  const showCount = () => {
    if (output.current) output.current.textContent = String(count.current);
  };
  return [
    { field: 'id', headerName: 'IATA', width: 80 },
    {
      field: 'city',
      headerName: 'Airport',
      flex: 1,
      minWidth: 140,
      renderCell: (params: GridRenderCellParams<Airport, string>) => {
        count.current += 1;
        return <AirportCell name={params.value} onCommit={showCount} />;
      },
    },
    { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
  ];
}

function CountedGrid({ label, stable }: { label: string; stable: boolean }) {
  const renders = React.useRef(0);
  const output = React.useRef<HTMLSpanElement>(null);
  // The same array on every render, or a new one each time.
  const stableColumns = React.useMemo(() => makeColumns(renders, output), []);
  const columns = stable ? stableColumns : makeColumns(renders, output);

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="p">
        {label}: Airport cells rendered <span ref={output}>0</span> times
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={airports} columns={columns} hideFooter density="compact" />
      </Box>
    </Stack>
  );
}

export default function StableProps() {
  // Re-renders the parent and both grids, as any state change in a page would.
  const [tick, setTick] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setTick((value) => value + 1)} sx={{ alignSelf: 'flex-start' }}>
        Re-render the parent ({tick})
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <CountedGrid label="New columns each render" stable={false} />
        <CountedGrid label="Memoized columns" stable />
      </Stack>
    </Stack>
  );
}
