import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { commitColumns } from './commits';

export default function ScrollEndThreshold() {
  const [threshold, setThreshold] = React.useState(80);
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((previous) => [`${params.start}–${params.end}`, ...previous].slice(0, 6));
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
        // No rowCount until the last, short answer: the grid stays in infinite loading.
        const start = Number(params.start);
        const isLast = body.rows.length < params.end - start + 1;
        return isLast
          ? { rows: body.rows, rowCount: start + body.rows.length }
          : { rows: body.rows };
      },
    }),
    [],
  );

  return (
    <div>
      <Typography id="scroll-end-label" variant="body2">
        scrollEndThreshold: {threshold} px
      </Typography>
      <Slider
        aria-labelledby="scroll-end-label"
        value={threshold}
        onChange={(_event, value) => setThreshold(value as number)}
        min={80}
        max={800}
        step={80}
        marks
        sx={{ maxWidth: 360 }}
      />
      <div style={{ height: 380 }}>
        <DataGridPro
          dataSource={dataSource}
          lazyLoading
          scrollEndThreshold={threshold}
          columns={commitColumns}
          initialState={{
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
        />
      </div>
      <p style={{ fontSize: 13 }}>
        Rows requested, latest first: {requests.join(', ') || 'none yet'}
      </p>
    </div>
  );
}
