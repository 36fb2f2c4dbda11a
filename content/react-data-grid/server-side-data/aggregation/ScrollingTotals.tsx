import * as React from 'react';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { commitColumns, commitsQuery, serverAggregationFunctions } from './commits';

export default function ScrollingTotals() {
  const [answers, setAnswers] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fetch(`/x/data/commits?${commitsQuery(params)}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        // Each range of rows comes back with the totals of the whole result.
        const entry = `rows ${params.start}–${params.end}: ${JSON.stringify(body.aggregateRow)}`;
        setAnswers((previous) => [entry, ...previous].slice(0, 4));
        return body;
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
          lazyLoading
          columns={commitColumns}
          aggregationFunctions={serverAggregationFunctions}
          showToolbar
          initialState={{
            aggregation: { model: { filesChanged: 'sum', subject: 'size' } },
            sorting: { sortModel: [{ field: 'month', sort: 'desc' }] },
          }}
        />
      </div>
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap', minHeight: '6em' }}>
        {answers.join('\n') || 'No answer yet'}
      </pre>
    </div>
  );
}
