import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
}

const initialRows: Contact[] = [
  {
    id: 1,
    name: 'Ingrid Solberg',
    email: 'ingrid.solberg@example.com',
    city: 'Bergen',
  },
  { id: 2, name: 'Mohamed Salah', email: 'm.salah@example.com', city: 'Alexandria' },
  {
    id: 3,
    name: 'Camila Reyes',
    email: 'camila.reyes@example.com',
    city: 'Valparaíso',
  },
  { id: 4, name: 'Tariq Aziz', email: 't.aziz@example.com', city: 'Lahore' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
];

export default function EditingRowMode() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastSaved, setLastSaved] = React.useState('Nothing saved yet');

  // In row mode, one call per row, with every field the user changed.
  const processRowUpdate = (newRow: Contact, oldRow: Contact) => {
    const changed = (Object.keys(newRow) as (keyof Contact)[]).filter(
      (key) => newRow[key] !== oldRow[key],
    );
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    setLastSaved(
      changed.length > 0
        ? `Saved ${newRow.name}: ${changed.join(', ')} changed`
        : `${newRow.name}: no changes`,
    );
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {lastSaved}
      </Typography>
    </Stack>
  );
}
