import * as React from 'react';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { commitColumns } from './commits';

export default function ViewportLoading() {
  const [ranges, setRanges] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // With lazyLoading, start and end follow the scroll position.
        setRanges((previous) => [`${params.start}–${params.end}`, ...previous].slice(0, 8));
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
        return body; // rowCount known: the grid sizes the scroll bar for every row
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
          initialState={{ sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
        />
      </div>
      <p style={{ fontSize: 13 }}>Rows fetched, latest first: {ranges.join(', ') || 'none yet'}</p>
    </div>
  );
}
