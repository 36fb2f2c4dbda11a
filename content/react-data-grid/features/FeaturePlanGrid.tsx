import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  feature: string;
  area: string;
  plan: Plan;
}

const features: [string, string, Plan][] = [
  ['Layout and sizing', 'Layout', 'Community'],
  ['Column definition and types', 'Columns', 'Community'],
  ['Column widths, flex and resizing', 'Columns', 'Community'],
  ['Column autosizing', 'Columns', 'Community'],
  ['Column visibility', 'Columns', 'Community'],
  ['Custom column types and cells', 'Columns', 'Community'],
  ['Column header customization', 'Columns', 'Community'],
  ['Column menu', 'Columns', 'Community'],
  ['Column spanning', 'Columns', 'Community'],
  ['Column groups', 'Columns', 'Community'],
  ['Column ordering', 'Columns', 'Pro'],
  ['Column pinning', 'Columns', 'Pro'],
  ['Row ids and row updates', 'Rows', 'Community'],
  ['Row height, fixed or automatic', 'Rows', 'Community'],
  ['Row spanning', 'Rows', 'Community'],
  ['Master-detail panels', 'Rows', 'Pro'],
  ['Row ordering by drag and drop', 'Rows', 'Pro'],
  ['Row pinning', 'Rows', 'Pro'],
  ['Cell and row editing', 'Editing', 'Community'],
  ['Custom edit components', 'Editing', 'Community'],
  ['Single-column sorting', 'Sorting', 'Community'],
  ['Multi-column sorting', 'Sorting', 'Pro'],
  ['Single-condition filtering', 'Filtering', 'Community'],
  ['Quick filter', 'Filtering', 'Community'],
  ['Multi-filters', 'Filtering', 'Pro'],
  ['Header filters', 'Filtering', 'Pro'],
  ['Pagination, up to 100 rows a page', 'Pagination', 'Community'],
  ['Pagination, any page size', 'Pagination', 'Pro'],
  ['Row selection with checkboxes', 'Selection', 'Community'],
  ['Multiple row selection without checkboxes', 'Selection', 'Pro'],
  ['Cell selection', 'Selection', 'Premium'],
  ['Row and column virtualization', 'Performance', 'Community'],
  ['Server-side data source', 'Server-side data', 'Community'],
  ['Lazy loading and infinite loading', 'Server-side data', 'Pro'],
  ['Tree data', 'Data structure', 'Pro'],
  ['Row grouping', 'Data structure', 'Premium'],
  ['Aggregation', 'Data structure', 'Premium'],
  ['Pivoting', 'Data structure', 'Premium'],
  ['CSV export and printing', 'Export', 'Community'],
  ['Excel export', 'Export', 'Premium'],
  ['Clipboard copy', 'Clipboard', 'Community'],
  ['Clipboard paste', 'Clipboard', 'Premium'],
  ['Toolbar and density', 'Interface', 'Community'],
  ['List view', 'Interface', 'Pro'],
  ['AI assistant', 'Interface', 'Premium'],
  ['State persistence', 'State', 'Community'],
  ['Accessibility and keyboard navigation', 'Accessibility', 'Community'],
  ['Localization', 'Localization', 'Community'],
];

const rows: Feature[] = features.map(([feature, area, plan], index) => ({
  id: index + 1,
  feature,
  area,
  plan,
}));

const planColor = {
  Community: 'default',
  Pro: 'primary',
  Premium: 'warning',
} as const;

const columns: GridColDef<Feature>[] = [
  { field: 'feature', headerName: 'Feature', flex: 1, minWidth: 240 },
  { field: 'area', headerName: 'Area', width: 150 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 140,
    display: 'flex',
    renderCell: ({ value }) =>
      value ? (
        <Chip
          label={value}
          size="small"
          color={planColor[value as Plan]}
          variant={value === 'Community' ? 'outlined' : 'filled'}
        />
      ) : null,
  },
];

export default function FeaturePlanGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        density="compact"
        disableRowSelectionOnClick
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
