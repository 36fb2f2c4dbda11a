import * as React from 'react';
import {
  DataGridPremium,
  useKeepGroupedColumnsHidden,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery } from './commits';

export default function GroupedCommits() {
  const apiRef = useGridApiRef();
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // groupFields: what the rows are grouped by; groupKeys: which group is opening.
        const query = commitsQuery(params);
        setLastRequest(`groupFields=${query.get('groupFields')} groupKeys=${query.get('groupKeys')}`);
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
      // Group rows carry their key and how many commits they hold.
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.descendantCount ?? 0,
    }),
    [],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['repository', 'month'] } },
  });

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          dataSource={dataSource}
          columns={commitColumns}
          initialState={initialState}
          groupingColDef={{ width: 220 }}
          disableRowSelectionOnClick
        />
      </div>
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap', minHeight: '3em' }}>{lastRequest || 'No request yet'}</pre>
    </div>
  );
}
