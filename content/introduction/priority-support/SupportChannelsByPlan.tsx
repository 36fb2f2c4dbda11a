import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Channel {
  id: number;
  channel: string;
  useFor: string;
  community: string;
  pro: string;
  premium: string;
}

const rows: Channel[] = [
  {
    id: 1,
    channel: 'Stack Overflow, mui-x tag',
    useFor: 'How-to questions',
    community: 'Yes',
    pro: 'Yes',
    premium: 'Yes',
  },
  {
    id: 2,
    channel: 'GitHub bug report',
    useFor: 'Reproducible bugs',
    community: 'Yes',
    pro: 'Yes',
    premium: 'Yes',
  },
  {
    id: 3,
    channel: 'GitHub feature request',
    useFor: 'New features and options',
    community: 'Yes',
    pro: 'Yes',
    premium: 'Yes',
  },
  {
    id: 4,
    channel: 'GitHub plan question form',
    useFor: 'Questions, with your order ID',
    community: '—',
    pro: 'Yes',
    premium: 'Yes',
  },
  {
    id: 5,
    channel: 'GitHub Priority Support form',
    useFor: 'Requests with a response-time commitment',
    community: '—',
    pro: '—',
    premium: 'With add-on',
  },
];

const columns: GridColDef<Channel>[] = [
  { field: 'channel', headerName: 'Channel', width: 230 },
  { field: 'useFor', headerName: 'Use it for', flex: 1, minWidth: 220 },
  { field: 'community', headerName: 'Community', width: 110, align: 'center' },
  { field: 'pro', headerName: 'Pro', width: 90, align: 'center' },
  { field: 'premium', headerName: 'Premium', width: 120, align: 'center' },
];

export default function SupportChannelsByPlan() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
