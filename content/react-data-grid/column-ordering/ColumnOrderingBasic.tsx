import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    team: 'Riverside Rovers',
    played: 12,
    won: 9,
    drawn: 2,
    lost: 1,
    points: 29,
  },
  {
    id: 2,
    team: 'Hillcrest United',
    played: 12,
    won: 8,
    drawn: 3,
    lost: 1,
    points: 27,
  },
  {
    id: 3,
    team: 'Harbour Athletic',
    played: 12,
    won: 7,
    drawn: 2,
    lost: 3,
    points: 23,
  },
  { id: 4, team: 'Old Mill FC', played: 12, won: 5, drawn: 4, lost: 3, points: 19 },
  {
    id: 5,
    team: 'Northgate Town',
    played: 12,
    won: 3,
    drawn: 3,
    lost: 6,
    points: 12,
  },
];

const columns: GridColDef[] = [
  // Locked: stays first, and its header can't be dragged.
  { field: 'team', headerName: 'Team', width: 170, disableReorder: true },
  { field: 'played', headerName: 'Played', type: 'number', width: 90 },
  { field: 'won', headerName: 'Won', type: 'number', width: 80 },
  { field: 'drawn', headerName: 'Drawn', type: 'number', width: 80 },
  { field: 'lost', headerName: 'Lost', type: 'number', width: 80 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function ColumnOrderingBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} />
    </Box>
  );
}
