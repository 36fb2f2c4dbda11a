import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  office: string;
  salary: number;
}

const rows: Employee[] = [
  { id: 1, firstName: 'Aoife', lastName: 'Byrne', office: 'Dublin', salary: 61500 },
  { id: 2, firstName: 'Mateus', lastName: 'Costa', office: 'Porto', salary: 48200 },
  { id: 3, firstName: 'Leila', lastName: 'Haddad', office: 'Lyon', salary: 57300 },
  {
    id: 4,
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    office: 'Malmö',
    salary: 66900,
  },
  { id: 5, firstName: 'Priya', lastName: 'Raman', office: 'Dublin', salary: 72100 },
  { id: 6, firstName: 'Tomás', lastName: 'Vidal', office: 'Seville', salary: 45800 },
];

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    // v7 signature: (value, row, column, apiRef)
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // v7 signature: (value, row, column, apiRef)
    valueFormatter: (value: number) =>
      value.toLocaleString('en-IE', { style: 'currency', currency: 'EUR' }),
  },
];

export default function ValueGetterV7() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          density: 'compact',
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
