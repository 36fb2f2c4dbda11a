import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  hoursOpen: number;
}

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Brightwater Dental',
    priority: 'High',
    status: 'Open',
    hoursOpen: 5,
  },
  {
    id: 2,
    subject: 'Cannot reset password',
    customer: 'Kestrel Logistics',
    priority: 'Medium',
    status: 'Open',
    hoursOpen: 26,
  },
  {
    id: 3,
    subject: 'Export to CSV is missing columns',
    customer: 'Oakridge Library',
    priority: 'Low',
    status: 'Waiting',
    hoursOpen: 71,
  },
  {
    id: 4,
    subject: 'Sync fails after update',
    customer: 'Kestrel Logistics',
    priority: 'High',
    status: 'Closed',
    hoursOpen: 3,
  },
  {
    id: 5,
    subject: 'Add a second admin account',
    customer: 'Lumen Architects',
    priority: 'Low',
    status: 'Open',
    hoursOpen: 48,
  },
  {
    id: 6,
    subject: 'Reports load slowly on Mondays',
    customer: 'Brightwater Dental',
    priority: 'Medium',
    status: 'Waiting',
    hoursOpen: 19,
  },
  {
    id: 7,
    subject: 'Card payment declined twice',
    customer: 'Harbour Bakery',
    priority: 'High',
    status: 'Open',
    hoursOpen: 2,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['High', 'Medium', 'Low'],
    width: 110,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Waiting', 'Closed'],
    width: 110,
  },
  { field: 'hoursOpen', headerName: 'Hours open', type: 'number', width: 110 },
];

const initialFilterModel: GridFilterModel = {
  items: [{ field: 'status', operator: 'is', value: 'Open' }],
};

export default function FilteringInitialState() {
  // The grid owns the filter model; this copy only mirrors it for display.
  const [seenModel, setSeenModel] =
    React.useState<GridFilterModel>(initialFilterModel);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{ filter: { filterModel: initialFilterModel } }}
          onFilterModelChange={(model) => setSeenModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        Last filter model reported by the grid
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {JSON.stringify(seenModel, null, 2)}
      </Box>
    </Box>
  );
}
