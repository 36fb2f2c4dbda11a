import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Status = 'Live' | 'Deploying' | 'Failed';

interface Deployment {
  id: number;
  service: string;
  status: Status;
  progress: number;
}

const rows: Deployment[] = [
  { id: 1, service: 'checkout-api', status: 'Live', progress: 100 },
  { id: 2, service: 'search-indexer', status: 'Deploying', progress: 64 },
  { id: 3, service: 'email-worker', status: 'Failed', progress: 38 },
  { id: 4, service: 'image-resizer', status: 'Live', progress: 100 },
  { id: 5, service: 'billing-cron', status: 'Deploying', progress: 12 },
];

const statusColor = {
  Live: 'success',
  Deploying: 'primary',
  Failed: 'error',
} as const;

const columns: GridColDef<Deployment>[] = [
  { field: 'service', headerName: 'Service', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    display: 'flex',
    renderCell: ({ row }) => (
      <Chip size="small" label={row.status} color={statusColor[row.status]} />
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    display: 'flex',
    renderCell: ({ value }) => (
      <LinearProgress
        variant="determinate"
        value={value ?? 0}
        aria-label={`${value}% deployed`}
        sx={{ width: '100%', height: 8, borderRadius: 4 }}
      />
    ),
  },
  {
    field: 'logs',
    headerName: 'Logs',
    width: 100,
    sortable: false,
    filterable: false,
    // Only the focused cell has tabIndex 0, so Tab leaves the grid as expected.
    renderCell: ({ row, tabIndex }) => (
      <Link href={`#logs-${row.service}`} tabIndex={tabIndex}>
        View
      </Link>
    ),
  },
];

export default function CellsRenderCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
