import * as React from 'react';
import { DataGridPro, type GridDataSource, type GridGroupNode } from '@mui/x-data-grid-pro';
import { fileColumns, repositoryQuery } from './repository-files';

// Outside the component: a new function on each render would rebuild the tree.
const OPEN_AT_START = ['packages', 'packages/x-charts'];
// With a data source, group nodes also carry `path`: the keys from the root down to them.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  'path' in node && Array.isArray(node.path) && OPEN_AT_START.includes(node.path.join('/'));

export default function FoldersOpenAtStart() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((previous) => [...previous, params.groupKeys?.join('/') || '(root)']);
        const response = await fetch(`/x/data/repository-files?${repositoryQuery(params)}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGridPro
          treeData
          dataSource={dataSource}
          columns={fileColumns}
          groupingColDef={{ headerName: 'Name', width: 300 }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          initialState={{
            sorting: { sortModel: [{ field: 'kind', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 200 } },
          }}
          pageSizeOptions={[200]}
          hideFooter
        />
      </div>
      <p style={{ fontSize: 13 }}>Requests, in order: {requests.join(' → ') || 'none yet'}</p>
    </div>
  );
}
