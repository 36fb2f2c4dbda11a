import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

// In "multiple" mode each level has its own column, and sorting one of them only reorders
// the groups of its level: newest release first, then products from A to Z inside each.
const initialSortModel: GridSortModel = [
  { field: getRowGroupingFieldFromGroupingCriteria('release'), sort: 'desc' },
  { field: getRowGroupingFieldFromGroupingCriteria('product'), sort: 'asc' },
];

export default function SortEachLevel() {
  const [sortModel, setSortModel] = React.useState(initialSortModel);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          rowGroupingColumnMode="multiple"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </Box>
      <code style={{ overflowWrap: 'anywhere' }}>sortModel: {JSON.stringify(sortModel)}</code>
    </Stack>
  );
}
