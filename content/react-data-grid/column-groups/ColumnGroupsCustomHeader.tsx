import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    model: 'Aurora 14',
    cpu: '8 cores',
    ram: 16,
    storage: 512,
    weight: 1.3,
    battery: 14,
  },
  {
    id: 2,
    model: 'Fennec 13',
    cpu: '10 cores',
    ram: 32,
    storage: 1024,
    weight: 1.1,
    battery: 12,
  },
  {
    id: 3,
    model: 'Orca 16',
    cpu: '14 cores',
    ram: 32,
    storage: 2048,
    weight: 2.1,
    battery: 9,
  },
  {
    id: 4,
    model: 'Lynx 15',
    cpu: '12 cores',
    ram: 24,
    storage: 1024,
    weight: 1.7,
    battery: 11,
  },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', width: 130 },
  { field: 'cpu', headerName: 'CPU', width: 100 },
  { field: 'ram', headerName: 'RAM (GB)', type: 'number', width: 100 },
  { field: 'storage', headerName: 'SSD (GB)', type: 'number', width: 100 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'battery', headerName: 'Battery (h)', type: 'number', width: 110 },
];

// A group header with a help icon; the tooltip text comes from the group.
function GroupHeader({ headerName, description }: GridColumnGroupHeaderParams) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <strong>{headerName}</strong>
      {description ? (
        <Tooltip title={description}>
          <InfoOutlined fontSize="small" aria-label={description} />
        </Tooltip>
      ) : null}
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'performance',
    headerName: 'Performance',
    description: 'Configuration as tested',
    headerClassName: 'group-performance',
    headerAlign: 'center',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'cpu' }, { field: 'ram' }, { field: 'storage' }],
  },
  {
    groupId: 'portability',
    headerName: 'Portability',
    description: 'Battery life measured with video playback at 50% brightness',
    headerClassName: 'group-portability',
    headerAlign: 'center',
    renderHeaderGroup: (params) => <GroupHeader {...params} />,
    children: [{ field: 'weight' }, { field: 'battery' }],
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={44}
        sx={{
          '& .group-performance': { bgcolor: 'rgba(25, 118, 210, 0.12)' },
          '& .group-portability': { bgcolor: 'rgba(46, 125, 50, 0.12)' },
        }}
      />
    </Box>
  );
}
