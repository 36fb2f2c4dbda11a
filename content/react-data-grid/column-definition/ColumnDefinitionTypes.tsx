import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  hiredOn: string; // ISO date, as it usually arrives from an API
  hoursPerWeek: number;
  remote: boolean;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    team: 'Design',
    hiredOn: '2019-03-04',
    hoursPerWeek: 40,
    remote: true,
  },
  {
    id: 2,
    name: 'Lukas Becker',
    team: 'Engineering',
    hiredOn: '2021-09-13',
    hoursPerWeek: 32,
    remote: false,
  },
  {
    id: 3,
    name: 'Sofia Marin',
    team: 'Engineering',
    hiredOn: '2017-01-23',
    hoursPerWeek: 40,
    remote: true,
  },
  {
    id: 4,
    name: 'Hiroshi Tanaka',
    team: 'Support',
    hiredOn: '2023-06-05',
    hoursPerWeek: 24,
    remote: false,
  },
  {
    id: 5,
    name: 'Nadia Haddad',
    team: 'Sales',
    hiredOn: '2020-11-30',
    hoursPerWeek: 40,
    remote: true,
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Sales', 'Support'],
    width: 130,
  },
  {
    field: 'hiredOn',
    headerName: 'Hired on',
    type: 'date',
    width: 130,
    // Date columns need Date objects: convert the string here.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  { field: 'hoursPerWeek', headerName: 'Hours / week', type: 'number', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function ColumnDefinitionTypes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
