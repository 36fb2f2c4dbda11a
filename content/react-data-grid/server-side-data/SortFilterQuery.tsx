import * as React from 'react';
import { DataGrid, type GridDataSource, type GridFilterModel } from '@mui/x-data-grid';
import { commitColumns } from './commits';

// The date filter input turns the day picked into a Date at UTC midnight
// (`new Date('2025-03-15')`). Read in local time, that is the day before west of
// Greenwich: send the UTC calendar day.
function serializeFilterModel(filterModel: GridFilterModel): string {
  return JSON.stringify({
    ...filterModel,
    items: filterModel.items.map((item) =>
      item.value instanceof Date
        ? { ...item, value: item.value.toISOString().slice(0, 10) } // YYYY-MM-DD
        : item,
    ),
  });
}

export default function SortFilterQuery() {
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: serializeFilterModel(params.filterModel),
        });
        const url = `/x/data/commits?${query}`;
        setLastRequest(decodeURIComponent(url));
        const response = await fetch(url);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGrid
          dataSource={dataSource}
          columns={commitColumns}
          showToolbar
          pageSizeOptions={[10, 25]}
          initialState={{
            // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
            pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 },
            sorting: { sortModel: [{ field: 'filesChanged', sort: 'desc' }] },
            filter: {
              filterModel: {
                // UTC midnight, like the values the filter panel creates.
                items: [{ field: 'date', operator: 'onOrAfter', value: new Date('2025-01-01') }],
              },
            },
          }}
        />
      </div>
      {/* Room for the first request on a narrow phone: it is known only in the browser, and a box that grew with it would move the page. */}
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, lineHeight: 1.5, minHeight: '7.5em' }}>
        {lastRequest || 'No request yet'}
      </pre>
    </div>
  );
}
