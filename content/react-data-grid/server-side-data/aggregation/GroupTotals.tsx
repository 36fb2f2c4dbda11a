import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery, serverAggregationFunctions } from './commits';

const dataSource: GridDataSource = {
  getRows: async (params) => {
    const response = await fetch(`/x/data/commits?${commitsQuery(params)}`);
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error);
    }
    return body;
  },
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.descendantCount ?? 0,
  // Group rows carry their aggregated values under the column's field.
  getAggregatedValue: (row, field) => row[field],
};

export default function GroupTotals() {
  return (
    <div style={{ height: 420 }}>
      <DataGridPremium
        dataSource={dataSource}
        columns={commitColumns}
        aggregationFunctions={serverAggregationFunctions}
        groupingColDef={{ width: 220 }}
        initialState={{
          rowGrouping: { model: ['author'] },
          aggregation: { model: { filesChanged: 'sum', subject: 'size' } },
          // The author who changed the most files first: groups sorted by an aggregated value.
          sorting: { sortModel: [{ field: 'filesChanged', sort: 'desc' }] },
          columns: { columnVisibilityModel: { author: false, repository: false, month: false } },
          // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
          pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 },
        }}
        // Over 700 authors: the top level is paged on the server.
        pagination
        pageSizeOptions={[10, 25]}
      />
    </div>
  );
}
