import * as React from 'react';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery, serverAggregationFunctions } from './commits';

export default function FooterTotals() {
  const [lastAggregates, setLastAggregates] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fetch(`/x/data/commits?${commitsQuery(params)}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        setLastAggregates(JSON.stringify(body.aggregateRow));
        return body; // { rows, rowCount, aggregateRow }
      },
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={commitColumns}
          aggregationFunctions={serverAggregationFunctions}
          showToolbar
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
            pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 },
            aggregation: { model: { filesChanged: 'sum', subject: 'size' } },
            filter: {
              filterModel: { items: [{ field: 'repository', operator: 'equals', value: 'mui/mui-x' }] },
            },
          }}
        />
      </div>
      <pre style={{ fontSize: 12 }}>aggregateRow: {lastAggregates || '…'}</pre>
    </div>
  );
}
