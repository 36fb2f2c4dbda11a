import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowHeightReturnValue,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  due: string;
  milestone?: string;
}

const rows: Task[] = [
  { id: 1, title: 'Draft the API contract', owner: 'Ines Duarte', due: 'Mar 3' },
  {
    id: 2,
    title: 'Public beta',
    owner: 'Team',
    due: 'Mar 14',
    milestone: 'Invite 200 accounts from the waiting list',
  },
  {
    id: 3,
    title: 'Load-test the search service',
    owner: 'Tomás Ruiz',
    due: 'Mar 18',
  },
  { id: 4, title: 'Translate onboarding emails', owner: 'Yuki Mori', due: 'Mar 21' },
  {
    id: 5,
    title: 'General availability',
    owner: 'Team',
    due: 'Apr 2',
    milestone: 'Pricing page live, support rota staffed',
  },
  { id: 6, title: 'Retrospective', owner: 'Ines Duarte', due: 'Apr 9' },
];

const columns: GridColDef<Task>[] = [
  {
    field: 'title',
    headerName: 'Task',
    flex: 1,
    minWidth: 220,
    display: 'flex',
    renderCell: ({ row }) =>
      row.milestone ? (
        <div>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.milestone}
          </Typography>
        </div>
      ) : (
        row.title
      ),
  },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'due', headerName: 'Due', width: 90 },
];

// Milestones get 72px at standard density; other rows keep the default height.
// Defined outside the component, so its reference never changes.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  const task = model as Task;
  const height: GridRowHeightReturnValue = task.milestone
    ? 72 * densityFactor
    : null;
  return height;
}

export default function RowHeightPerRow() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} />
    </Box>
  );
}
