import * as React from 'react';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridDataSource,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery } from './commits';

const rowGroupingModel = ['repository', 'month'];

// Open Base UI's group, and within it the month of its 1.0 beta (May 2025).
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'mui/base-ui' || (node.depth === 1 && node.groupingKey === '2025-05');

export default function OpenGroups() {
  const [opened, setOpened] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        if (params.groupKeys?.length) {
          setOpened((previous) => [...previous, params.groupKeys!.join(' › ')]);
        }
        const response = await fetch(`/x/data/commits?${commitsQuery(params)}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.descendantCount ?? 0,
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={commitColumns}
          rowGroupingModel={rowGroupingModel}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          groupingColDef={{ width: 220 }}
          initialState={{
            columns: { columnVisibilityModel: { repository: false, month: false } },
            // Newest months first: commitsQuery turns this into a sort on `month`.
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
        />
      </div>
      <p style={{ fontSize: 13 }}>Groups fetched: {opened.join(', ') || 'none yet'}</p>
    </div>
  );
}
