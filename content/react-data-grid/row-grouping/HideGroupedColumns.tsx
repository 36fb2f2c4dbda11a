import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function HideGroupedColumns() {
  const apiRef = useGridApiRef();
  // Group by release, biggest commits first. The hook returns this state with the Release
  // column hidden, and keeps hiding whatever the reader groups by from now on.
  const withGroupedColumnsHidden = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['release'] },
      sorting: { sortModel: [{ field: 'files', sort: 'desc' }] },
    },
  });

  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        rows={commits}
        columns={commitColumns}
        apiRef={apiRef}
        initialState={withGroupedColumnsHidden}
        defaultGroupingExpansionDepth={1}
      />
    </div>
  );
}
