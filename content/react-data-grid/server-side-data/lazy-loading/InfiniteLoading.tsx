import * as React from 'react';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { commitColumns } from './commits';

export default function InfiniteLoading() {
  const [loaded, setLoaded] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
        });
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        const start = Number(params.start);
        setLoaded(start + body.rows.length);
        // Behave like a back end that cannot count: no rowCount, so the grid loads more
        // when the reader reaches the bottom. A short answer means the end: count it then.
        const isLast = body.rows.length < params.end - start + 1;
        return isLast ? { rows: body.rows, rowCount: start + body.rows.length } : { rows: body.rows };
      },
    }),
    [],
  );

  return (
    <div>
      <div style={{ height: 420 }}>
        <DataGridPro
          dataSource={dataSource}
          lazyLoading
          columns={commitColumns}
          initialState={{
            filter: {
              filterModel: { items: [{ field: 'author', operator: 'equals', value: 'Rom Grk' }] },
            },
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 50 } },
          }}
        />
      </div>
      <p style={{ fontSize: 13 }}>Rows loaded so far: {loaded}</p>
    </div>
  );
}
