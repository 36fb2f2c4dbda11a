import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  DataGrid,
  GridNoRowsOverlay,
  GridOverlay,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    error?: string;
    onRetry?: () => void;
  }
}

// The grid has no error overlay: a failed request also ends with no rows, so this slot tells why.
function NoRowsOrError({ error, onRetry, ...other }: GridSlotProps['noRowsOverlay']) {
  if (!error) {
    return <GridNoRowsOverlay {...other} />;
  }
  return (
    <GridOverlay {...other}>
      <Stack spacing={1} sx={{ alignItems: 'center', px: 2, textAlign: 'center' }}>
        <CloudOffIcon color="error" />
        <Typography component="p" variant="body2">
          {error}
        </Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

export default function NoRowsError() {
  const [rows, setRows] = React.useState<Airport[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const attempts = React.useRef(0);

  const fetchAirports = () => {
    attempts.current += 1;
    // Stands in for a flaky API: odd attempts time out, even ones succeed.
    const fails = attempts.current % 2 === 1;
    setRows([]);
    setError(undefined);
    setLoading(true);
    setTimeout(() => {
      setLoading(false);
      if (fails) {
        setError('The airport service did not answer in time (504).');
      } else {
        setRows(airports);
      }
    }, 800);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={fetchAirports} disabled={loading}>
          Fetch the airports
        </Button>
      </Box>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ noRowsOverlay: NoRowsOrError }}
          slotProps={{ noRowsOverlay: { error, onRetry: fetchAirports } }}
        />
      </Box>
    </Stack>
  );
}
