import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'Available' | 'Planned';

interface RoadmapItem {
  id: number;
  family: string;
  item: string;
  plan: string;
  status: Status;
}

const rows: RoadmapItem[] = [
  {
    id: 1,
    family: 'Data Grid',
    item: 'Pivoting',
    plan: 'Premium',
    status: 'Available',
  },
  {
    id: 2,
    family: 'Data Grid',
    item: 'AI Assistant',
    plan: 'Premium',
    status: 'Available',
  },
  {
    id: 3,
    family: 'Data Grid',
    item: 'Stable pivoting hook API',
    plan: 'Premium',
    status: 'Planned',
  },
  {
    id: 4,
    family: 'Data Grid',
    item: 'Faster large and server-side data sets',
    plan: 'All',
    status: 'Planned',
  },
  {
    id: 5,
    family: 'Pickers',
    item: 'Time and date-time range pickers',
    plan: 'Pro',
    status: 'Available',
  },
  {
    id: 6,
    family: 'Pickers',
    item: 'Stable field hooks',
    plan: 'All',
    status: 'Planned',
  },
  {
    id: 7,
    family: 'Charts',
    item: 'Heatmap and funnel charts',
    plan: 'Pro',
    status: 'Available',
  },
  {
    id: 8,
    family: 'Charts',
    item: 'Image and print export',
    plan: 'Pro',
    status: 'Available',
  },
  {
    id: 9,
    family: 'Charts',
    item: 'More chart types and interactions',
    plan: 'All',
    status: 'Planned',
  },
  {
    id: 10,
    family: 'Tree View',
    item: 'Label editing and checkbox selection',
    plan: 'Community',
    status: 'Available',
  },
  {
    id: 11,
    family: 'Tree View',
    item: 'Drag-and-drop reordering and lazy loading',
    plan: 'Pro',
    status: 'Available',
  },
];

const columns: GridColDef<RoadmapItem>[] = [
  { field: 'family', headerName: 'Family', width: 120 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 240 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Available', 'Planned'],
    width: 130,
    renderCell: (params: GridRenderCellParams<RoadmapItem, Status>) => (
      <Chip
        size="small"
        label={params.value}
        color={params.value === 'Planned' ? 'default' : 'success'}
        variant={params.value === 'Planned' ? 'outlined' : 'filled'}
      />
    ),
  },
];

export default function RoadmapStatus() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        disableRowSelectionOnClick
      />
    </Box>
  );
}
