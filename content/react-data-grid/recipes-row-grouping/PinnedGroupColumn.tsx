import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function PinnedGroupColumn() {
  return (
    <div style={{ height: 420, width: '100%', maxWidth: 640 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        initialState={{
          rowGrouping: { model: ['release'] },
          // The grouping column stays in view while the narrow grid scrolls sideways.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
