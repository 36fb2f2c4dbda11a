import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { commitColumns } from './commits';

export default function RequestThrottle() {
  const [throttleMs, setThrottleMs] = React.useState(500);
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

  return (
    <div>
      <Typography id="throttle-label" variant="body2">
        lazyLoadingRequestThrottleMs: {throttleMs} ms. Requests so far: {requests}
      </Typography>
      <Slider
        aria-labelledby="throttle-label"
        value={throttleMs}
        onChange={(_event, value) => setThrottleMs(value as number)}
        min={0}
        max={2000}
        step={250}
        marks
        sx={{ maxWidth: 360 }}
      />
      <div style={{ height: 380 }}>
        <DataGridPro
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          columns={commitColumns}
        />
      </div>
    </div>
  );
}
