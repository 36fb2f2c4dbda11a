import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';

interface PackageRow {
  id: string;
  family: string;
  plan: Plan;
  license: string;
}

const planColors = {
  Community: 'default',
  Pro: 'primary',
  Premium: 'warning',
} as const;

const rows: PackageRow[] = [
  { id: '@mui/x-data-grid', family: 'Data Grid', plan: 'Community', license: 'MIT' },
  {
    id: '@mui/x-data-grid-pro',
    family: 'Data Grid',
    plan: 'Pro',
    license: 'Commercial',
  },
  {
    id: '@mui/x-data-grid-premium',
    family: 'Data Grid',
    plan: 'Premium',
    license: 'Commercial',
  },
  {
    id: '@mui/x-date-pickers',
    family: 'Pickers',
    plan: 'Community',
    license: 'MIT',
  },
  {
    id: '@mui/x-date-pickers-pro',
    family: 'Pickers',
    plan: 'Pro',
    license: 'Commercial',
  },
  { id: '@mui/x-charts', family: 'Charts', plan: 'Community', license: 'MIT' },
  { id: '@mui/x-charts-pro', family: 'Charts', plan: 'Pro', license: 'Commercial' },
  { id: '@mui/x-tree-view', family: 'Tree View', plan: 'Community', license: 'MIT' },
  { id: '@mui/x-tree-view-pro', family: 'Tree View', plan: 'Pro', license: 'Commercial' },
];

const columns: GridColDef<PackageRow>[] = [
  { field: 'id', headerName: 'Package', flex: 1, minWidth: 200 },
  { field: 'family', headerName: 'Family', width: 120 },
  {
    field: 'plan',
    headerName: 'Plan',
    width: 130,
    renderCell: (params: GridRenderCellParams<PackageRow, Plan>) => (
      <Chip
        size="small"
        label={params.value}
        color={planColors[params.row.plan]}
        variant={params.row.plan === 'Community' ? 'outlined' : 'filled'}
      />
    ),
  },
  { field: 'license', headerName: 'License', width: 120 },
];

export default function PackagesByPlan() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
