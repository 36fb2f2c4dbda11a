import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  estimate: number;
}

const initialTasks: Task[] = [
  { id: 1, title: 'Fix checkout timeout', estimate: 3 },
  { id: 2, title: 'Add Dutch translations', estimate: 2 },
  { id: 3, title: 'Export invoices as PDF', estimate: 5 },
  { id: 4, title: 'Rate-limit the login form', estimate: 1 },
  { id: 5, title: 'Archive old projects', estimate: 3 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'estimate', headerName: 'Days', type: 'number', width: 80 },
];

function moveTask(tasks: Task[], from: number, to: number) {
  const next = [...tasks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export default function RowOrderingControlled() {
  const [tasks, setTasks] = React.useState(initialTasks);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setTasks((previous) => moveTask(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={{ height: 380, flex: { sm: 1 }, minWidth: 0 }}>
        <DataGridPro
          rows={tasks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Box sx={{ width: { sm: 220 } }}>
        <Typography component="p" variant="subtitle2">Priority order in state</Typography>
        <ol>
          {tasks.map((task) => (
            <li key={task.id}>
              <Typography variant="body2">{task.title}</Typography>
            </li>
          ))}
        </ol>
      </Box>
    </Stack>
  );
}
