import * as React from 'react';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { commitColumns } from './commits';

export default function CommitsDataSource() {
  const [lastRequest, setLastRequest] = React.useState('');

  // One object for the life of the component: a new dataSource refetches everything.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
        });
        const url = `/x/data/commits?${query}`;
        setLastRequest(decodeURIComponent(url));
        const response = await fetch(url);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body; // { rows, rowCount }
      },
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 400 }}>
        <DataGrid
          dataSource={dataSource}
          columns={commitColumns}
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
            pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 },
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
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
