import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { commitColumns } from './commits';

export default function ReloadButton() {
  const apiRef = useGridApiRef();
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
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

  // The data changed on the server: forget every page kept, then fetch the current one.
  const reload = () => {
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <div>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={reload}>
          Reload
        </Button>
        <Typography variant="body2">Requests to the server: {requests}</Typography>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          dataSource={dataSource}
          columns={commitColumns}
          pageSizeOptions={[5, 10]}
          // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
          initialState={{ pagination: { paginationModel: { pageSize: 5 }, rowCount: -1 } }}
        />
      </div>
    </div>
  );
}
