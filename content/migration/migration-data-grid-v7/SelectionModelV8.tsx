import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const rows: Order[] = [
  { id: 1, customer: 'Amara Okafor', city: 'Lagos', total: 1240 },
  { id: 2, customer: 'Lukas Brandt', city: 'Hamburg', total: 385 },
  { id: 3, customer: 'Sofia Marino', city: 'Turin', total: 2710 },
  { id: 4, customer: 'Kenji Watanabe', city: 'Osaka', total: 940 },
  { id: 5, customer: 'Isabel Ortega', city: 'Valencia', total: 1575 },
  { id: 6, customer: 'Noah Fischer', city: 'Zurich', total: 620 },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function SelectionModelV8() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 3]),
  });

  // With type 'exclude', every row is selected except the ones in `ids`.
  const selectedCustomers = rows
    .filter((row) =>
      selection.type === 'include'
        ? selection.ids.has(row.id)
        : !selection.ids.has(row.id),
    )
    .map((row) => row.customer);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        // An empty 'exclude' set selects every row without listing the ids
        onClick={() => setSelection({ type: 'exclude', ids: new Set() })}
      >
        Select all with an exclude model
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          label="Orders"
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Model type: <code>{selection.type}</code>, selected:{' '}
        {selectedCustomers.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
