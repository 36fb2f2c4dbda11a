import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    loaded: number;
    total: number;
  }
}

// Says how far the download has gone, not only that it is under way.
function DownloadProgress({ loaded, total }: { loaded: number; total: number }) {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ width: '60%', alignItems: 'center' }}>
        <Typography component="p" variant="body2">
          Fetching airport {loaded} of {total}
        </Typography>
        <LinearProgress variant="determinate" value={(loaded / total) * 100} sx={{ width: '100%' }} />
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function CustomLoadingOverlay() {
  const [loaded, setLoaded] = React.useState<Airport[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) return undefined;
    // Stands in for a paginated API that returns one airport every 300 ms.
    const timer = setInterval(() => {
      setLoaded((rows) => {
        const next = airports.slice(0, rows.length + 1);
        if (next.length === airports.length) setLoading(false);
        return next;
      });
    }, 300);
    return () => clearInterval(timer);
  }, [loading]);

  const load = () => {
    setLoaded([]);
    setLoading(true);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Load the ten busiest airports
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          // Rows appear only once all have arrived, so the table never jumps while it fills.
          rows={loading ? [] : loaded}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: DownloadProgress }}
          slotProps={{ loadingOverlay: { loaded: loaded.length, total: airports.length } }}
        />
      </Box>
    </Stack>
  );
}
