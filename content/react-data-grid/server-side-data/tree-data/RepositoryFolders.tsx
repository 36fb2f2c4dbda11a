import * as React from 'react';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fileColumns, repositoryQuery } from './repository-files';

export default function RepositoryFolders() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // groupKeys is the path of the folder being opened: [] for the root.
        const path = params.groupKeys?.join('/') || '(root)';
        setRequests((previous) => [path, ...previous].slice(0, 5));
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
          initialState={{
            sorting: { sortModel: [{ field: 'kind', sort: 'desc' }] },
            // Children answers are cached in windows of this size (see the warning below).
            pagination: { paginationModel: { pageSize: 200 } },
          }}
          pageSizeOptions={[200]}
          hideFooter
        />
      </div>
      <p style={{ fontSize: 13 }}>Last folders fetched: {requests.join(' ← ') || 'none yet'}</p>
    </div>
  );
}
