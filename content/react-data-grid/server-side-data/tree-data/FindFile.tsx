import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fileColumns, repositoryQuery } from './repository-files';

const dataSource: GridDataSource = {
  getRows: async (params) => {
    const response = await fetch(`/x/data/repository-files?${repositoryQuery(params)}`);
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error);
    }
    return body;
  },
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childrenCount,
};

export default function FindFile() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPro
        treeData
        dataSource={dataSource}
        columns={fileColumns}
        groupingColDef={{ headerName: 'Name', width: 340 }}
        showToolbar
        // Every folder the filter keeps opens, each with a request of its own.
        defaultGroupingExpansionDepth={-1}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['useGridDataSourceLazyLoader'] } },
          pagination: { paginationModel: { pageSize: 200 } },
        }}
        pageSizeOptions={[200]}
        hideFooter
      />
    </div>
  );
}
