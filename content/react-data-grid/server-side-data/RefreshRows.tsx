import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { commitColumns } from './commits';

export default function RefreshRows() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const addToLog = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 6));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const entry = `getRows: request for rows ${params.start}–${params.end}`;
        setLog((previous) => [entry, ...previous].slice(0, 6));
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
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            addToLog('Clicked fetchRows()');
            apiRef.current?.dataSource.fetchRows();
          }}
        >
          fetchRows()
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            addToLog('Clicked cache.clear() + fetchRows()');
            // fetchRows() alone is answered from the cache when it holds the current page.
            apiRef.current?.dataSource.cache.clear();
            apiRef.current?.dataSource.fetchRows();
          }}
        >
          cache.clear() + fetchRows()
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          dataSource={dataSource}
          columns={commitColumns}
          pageSizeOptions={[5, 10]}
          initialState={{
            // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
            pagination: { paginationModel: { pageSize: 5 }, rowCount: -1 },
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
          }}
        />
      </div>
      <ol aria-label="Clicks and requests" style={{ fontSize: 13, minHeight: 120 }}>
        {log.map((entry, index) => (
          <li key={log.length - index}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
