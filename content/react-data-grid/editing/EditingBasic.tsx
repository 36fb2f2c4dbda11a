import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface BudgetLine {
  id: number;
  item: string;
  team: string;
  amount: number;
  approved: boolean;
}

const initialRows: BudgetLine[] = [
  {
    id: 1,
    item: 'Laptops for new hires',
    team: 'Engineering',
    amount: 14200,
    approved: true,
  },
  {
    id: 2,
    item: 'Trade fair booth',
    team: 'Marketing',
    amount: 8600,
    approved: false,
  },
  {
    id: 3,
    item: 'Accessibility audit',
    team: 'Design',
    amount: 5400,
    approved: true,
  },
  {
    id: 4,
    item: 'Cloud credits',
    team: 'Engineering',
    amount: 9800,
    approved: false,
  },
  { id: 5, item: 'Team offsite', team: 'Operations', amount: 6300, approved: false },
];

const euro = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<BudgetLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 180, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    width: 140,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Marketing', 'Operations'],
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'approved',
    headerName: 'Approved',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

export default function EditingBasic() {
  const [rows, setRows] = React.useState(initialRows);

  // Called once per committed edit; what it returns is what the grid shows.
  const processRowUpdate = (newRow: BudgetLine) => {
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  const approvedTotal = rows
    .filter((row) => row.approved)
    .reduce((sum, row) => sum + row.amount, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography variant="body2">
        Approved in state: <strong>{euro.format(approvedTotal)}</strong> of{' '}
        {euro.format(rows.reduce((sum, row) => sum + row.amount, 0))}
      </Typography>
    </Stack>
  );
}
