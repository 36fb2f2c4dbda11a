import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  time: string;
  room: string;
  title: string;
  speaker: string;
}

// [day, time, room, session, speaker], already in schedule order.
const schedule: [string, string, string, string, string][] = [
  ['Tue 14 Oct', '09:00', 'Hall A', 'Keynote', 'Zara Ahmed'],
  ['Tue 14 Oct', '10:30', 'Room 2', 'CSS layers', 'Lucía Gil'],
  ['Tue 14 Oct', '10:30', 'Hall A', 'Typed forms', 'Ole Hansen'],
  ['Tue 14 Oct', '13:30', 'Room 2', 'Testing hooks', 'Emma Clarke'],
  ['Tue 14 Oct', '13:30', 'Hall A', 'Edge caching', 'Ravi Nair'],
  ['Wed 15 Oct', '09:00', 'Room 2', 'Accessible tables', 'Noor Haddad'],
  ['Wed 15 Oct', '09:00', 'Hall A', 'Design tokens', 'Kwame Boateng'],
  ['Wed 15 Oct', '11:00', 'Room 2', 'Closing panel', 'Zara Ahmed'],
];

const rows: Session[] = schedule.map(([day, time, room, title, speaker], index) => ({
  id: index + 1,
  day,
  time,
  room,
  title,
  speaker,
}));

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 160 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
];

export default function RowSpanningBasic() {
  return (
    <Box sx={{ height: 540, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder />
    </Box>
  );
}
