import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { commits, type Commit } from './mui-x-commits';

// The group keys are these numbers: they order the groups. The labels are what the
// group rows, the Size cells and the filter panel show.
const sizes = [
  { value: 1, label: 'One file' },
  { value: 2, label: '2 to 5 files' },
  { value: 3, label: '6 to 20 files' },
  { value: 4, label: 'More than 20 files' },
];

// Also called for the group rows, which have no files.
function sizeOf(files?: number | null) {
  if (files == null) return null;
  if (files <= 1) return 1;
  if (files <= 5) return 2;
  return files <= 20 ? 3 : 4;
}

const columns: GridColDef<Commit>[] = [
  {
    field: 'size',
    headerName: 'Size',
    type: 'singleSelect',
    valueOptions: sizes,
    width: 160,
    valueGetter: (_value, row) => sizeOf(row.files),
  },
  { field: 'release', headerName: 'Release', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 260 },
  { field: 'files', headerName: 'Files', type: 'number', width: 80 },
];

export default function GroupBySelect() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['size'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
