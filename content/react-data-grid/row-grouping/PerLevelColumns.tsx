import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits, type Commit } from './mui-x-commits';

// Called once per grouping column. In "multiple" mode, `fields` holds that column's
// one field; in "single" mode, the whole model.
const groupingColDef: DataGridPremiumProps<Commit>['groupingColDef'] = ({
  fields,
}): GridGroupingColDefOverride<Commit> => {
  if (fields[0] === 'release') {
    return { headerName: 'Release', width: 120, hideDescendantCount: true };
  }
  // The last level also shows each commit's subject on the leaf rows.
  return { headerName: 'Product / subject', width: 380, leafField: 'subject' };
};

export default function PerLevelColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={2}
        initialState={{
          rowGrouping: { model: ['release', 'product'] },
          columns: { columnVisibilityModel: { release: false, product: false, subject: false } },
        }}
      />
    </Box>
  );
}
