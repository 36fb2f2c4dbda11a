import * as React from 'react';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { commitColumns } from './commits';

export default function FilterRestarts() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const words = params.filterModel.quickFilterValues?.join(' ') || 'no filter';
        setRequests((previous) => [`${params.start}–${params.end} (${words})`, ...previous].slice(0, 6));
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
        return body;
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
          showToolbar
          initialState={{ sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
        />
      </div>
      <p style={{ fontSize: 13 }}>Requests, latest first: {requests.join(', ') || 'none yet'}</p>
    </div>
  );
}
