import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'Astrid Holm',
    role: 'Product manager',
    team: 'Payments',
    office: 'Oslo',
    start: 2018,
    manager: 'Kenji Mori',
    phone: '+47 555 01 234',
  },
  {
    id: 2,
    name: 'Bilal Chaudhry',
    role: 'Backend engineer',
    team: 'Payments',
    office: 'London',
    start: 2020,
    manager: 'Astrid Holm',
    phone: '+44 20 5550 1877',
  },
  {
    id: 3,
    name: 'Camille Roux',
    role: 'Designer',
    team: 'Growth',
    office: 'Paris',
    start: 2019,
    manager: 'Dario Russo',
    phone: '+33 1 55 50 12 90',
  },
  {
    id: 4,
    name: 'Dario Russo',
    role: 'Engineering lead',
    team: 'Growth',
    office: 'Milan',
    start: 2016,
    manager: 'Kenji Mori',
    phone: '+39 02 5550 4411',
  },
  {
    id: 5,
    name: 'Efua Boateng',
    role: 'Data analyst',
    team: 'Insights',
    office: 'Accra',
    start: 2021,
    manager: 'Dario Russo',
    phone: '+233 30 555 0198',
  },
  {
    id: 6,
    name: 'Kenji Mori',
    role: 'CTO',
    team: 'Leadership',
    office: 'Tokyo',
    start: 2014,
    manager: '',
    phone: '+81 3 5550 7123',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
  {
    field: 'start',
    headerName: 'Since',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'manager', headerName: 'Manager', width: 150 },
  { field: 'phone', headerName: 'Phone', width: 170, pinnable: false },
];

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    // The checkbox column has a field of its own, so it can be pinned too.
    left: [GRID_CHECKBOX_SELECTION_FIELD, 'name'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <code>pinnedColumns</code>:{' '}
        <Box component="code" sx={{ fontFamily: 'monospace' }}>
          {JSON.stringify(pinnedColumns)}
        </Box>
      </Typography>
    </Box>
  );
}
