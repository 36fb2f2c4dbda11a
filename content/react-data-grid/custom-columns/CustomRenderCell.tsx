import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type Status = 'To do' | 'In progress' | 'Blocked' | 'Done';

interface Task {
  id: number;
  title: string;
  assignee: string;
  status: Status;
  progress: number;
}

const rows: Task[] = [
  {
    id: 1,
    title: 'Migrate billing to v2 API',
    assignee: 'Priya Raman',
    status: 'In progress',
    progress: 0.6,
  },
  {
    id: 2,
    title: 'Accessibility audit of checkout',
    assignee: 'Diego Alves',
    status: 'Blocked',
    progress: 0.25,
  },
  {
    id: 3,
    title: 'Dark mode for dashboard',
    assignee: 'Hannah Kowalski',
    status: 'Done',
    progress: 1,
  },
  {
    id: 4,
    title: 'Reduce bundle size below 200 kB',
    assignee: 'Kwame Asante',
    status: 'In progress',
    progress: 0.8,
  },
  {
    id: 5,
    title: 'Write onboarding emails',
    assignee: 'Yuki Sato',
    status: 'To do',
    progress: 0,
  },
];

const statusColor = {
  'To do': 'default',
  'In progress': 'primary',
  Blocked: 'error',
  Done: 'success',
} as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

// Cell components: small, stateless, driven only by the cell's value.
function AssigneeCell({ value }: GridRenderCellParams<Task, string>) {
  if (!value) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {/* White initials: the Avatar's default text colour is dark in dark mode. */}
      <Avatar
        sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'grey.700', color: 'common.white' }}
      >
        {initials(value)}
      </Avatar>
      <Typography variant="body2" noWrap>
        {value}
      </Typography>
    </Box>
  );
}

function ProgressCell({ value = 0 }: GridRenderCellParams<Task, number>) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={value * 100}
        aria-label="Progress"
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" sx={{ width: 36, textAlign: 'right' }}>
        {Math.round(value * 100)}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
  {
    field: 'assignee',
    headerName: 'Assignee',
    width: 190,
    display: 'flex',
    renderCell: (params) => <AssigneeCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To do', 'In progress', 'Blocked', 'Done'],
    width: 130,
    display: 'flex',
    renderCell: (params) => (
      <Chip
        size="small"
        label={params.value}
        color={statusColor[params.value as Status]}
      />
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 170,
    display: 'flex',
    renderCell: (params) => <ProgressCell {...params} />,
  },
];

export default function CustomRenderCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
