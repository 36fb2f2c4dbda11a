import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  {
    id: 1,
    name: 'Amara Okafor',
    team: 'Platform',
    office: 'Lagos',
    level: 'Senior',
  },
  {
    id: 2,
    name: 'Lukas Brandt',
    team: 'Payments',
    office: 'Berlin',
    level: 'Staff',
  },
  { id: 3, name: 'Priya Raman', team: 'Search', office: 'Bengaluru', level: 'Lead' },
  { id: 4, name: 'Sofia Marín', team: 'Platform', office: 'Madrid', level: 'Mid' },
  {
    id: 5,
    name: 'Kenji Watanabe',
    team: 'Mobile',
    office: 'Tokyo',
    level: 'Senior',
  },
  { id: 6, name: 'Grace Mensah', team: 'Payments', office: 'Accra', level: 'Mid' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
