import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

const priorities = ['All', 'High', 'Medium', 'Low'];

// Operators that filter without a value; any other item with no value yet filters nothing.
const VALUELESS_OPERATORS = ['isEmpty', 'isNotEmpty'];

// The button that shows the model, or none when the panel set a filter the buttons cannot show.
function pressedButton(model: GridFilterModel): string | null {
  const filters = model.items.filter(
    (item) => (item.value != null && item.value !== '') || VALUELESS_OPERATORS.includes(item.operator),
  );
  if (filters.length === 0) {
    return 'All';
  }
  const only = filters.length === 1 ? filters[0] : undefined;
  return only?.field === 'priority' && only.operator === 'is' ? only.value : null;
}

export default function FilteringControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'priority', operator: 'is', value: 'High' }],
  });

  // Read back from the model, whichever side changed it.
  const selected = pressedButton(filterModel);

  const handlePriority = (_event: React.MouseEvent, value: string | null) => {
    // A click on the pressed button reports null: nothing to change.
    if (value === null) {
      return;
    }
    setFilterModel({
      items: value === 'All' ? [] : [{ field: 'priority', operator: 'is', value }],
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={selected}
        onChange={handlePriority}
        aria-label="Priority"
        sx={{ mb: 2 }}
      >
        {priorities.map((priority) => (
          <ToggleButton key={priority} value={priority}>
            {priority}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 2 }}>
        filterModel state
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {JSON.stringify(filterModel, null, 2)}
      </Box>
    </Box>
  );
}
