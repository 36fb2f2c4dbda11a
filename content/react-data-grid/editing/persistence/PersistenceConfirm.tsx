import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  salary: number;
}

const initialRows: Employee[] = [
  { id: 1, name: 'Aylin Demir', role: 'Data engineer', salary: 68000 },
  { id: 2, name: 'Jonas Weber', role: 'Product manager', salary: 74000 },
  { id: 3, name: 'Fatima Zahra', role: 'Designer', salary: 61000 },
  { id: 4, name: 'Liam O’Connor', role: 'Support lead', salary: 55000 },
];

const euro = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => euro.format(value),
  },
];

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

function describeChange({ newRow, oldRow }: PendingChange) {
  if (newRow.salary !== oldRow.salary) {
    const from = euro.format(oldRow.salary);
    const to = euro.format(newRow.salary);
    return `Change ${oldRow.name}'s salary from ${from} to ${to}?`;
  }
  return `Change ${oldRow.name}'s role from "${oldRow.role}" to "${newRow.role}"?`;
}

export default function PersistenceConfirm() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The promise settles when the user answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.role === oldRow.role && newRow.salary === oldRow.salary) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const confirm = () => {
    if (!pending) {
      return;
    }
    const { newRow } = pending;
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    pending.resolve(newRow);
    setPending(null);
  };

  const undo = () => {
    if (!pending) {
      return;
    }
    pending.resolve(pending.oldRow); // The grid shows the old values again.
    setPending(null);
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={undo} maxWidth="xs">
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? describeChange(pending) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={undo}>Undo</Button>
          <Button onClick={confirm} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
