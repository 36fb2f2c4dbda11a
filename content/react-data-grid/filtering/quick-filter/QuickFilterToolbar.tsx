import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: string;
  room: string;
}

const rows: Talk[] = [
  {
    id: 1,
    title: 'Designing forms people finish',
    speaker: 'Noura Haddad',
    track: 'Design',
    room: 'Hall A',
  },
  {
    id: 2,
    title: 'Profiling React in production',
    speaker: 'Pieter de Vries',
    track: 'Performance',
    room: 'Hall B',
  },
  {
    id: 3,
    title: 'Accessible data tables',
    speaker: 'Camila Rojas',
    track: 'Accessibility',
    room: 'Hall A',
  },
  {
    id: 4,
    title: 'Design tokens at scale',
    speaker: 'Kenji Watanabe',
    track: 'Design',
    room: 'Room 3',
  },
  {
    id: 5,
    title: 'Streaming server rendering',
    speaker: 'Fatima Zahra',
    track: 'Performance',
    room: 'Hall B',
  },
  {
    id: 6,
    title: 'Screen readers for developers',
    speaker: 'Liam Byrne',
    track: 'Accessibility',
    room: 'Room 3',
  },
  {
    id: 7,
    title: 'Typography for dashboards',
    speaker: 'Sofia Lindqvist',
    track: 'Design',
    room: 'Hall A',
  },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 160 },
  { field: 'track', headerName: 'Track', width: 130 },
  { field: 'room', headerName: 'Room', width: 100 },
];

export default function QuickFilterToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['design'] } },
        }}
      />
    </Box>
  );
}
