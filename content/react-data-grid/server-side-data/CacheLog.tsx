import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import { commitColumns } from './commits';

type CacheChoice = 'default' | 'ten-seconds' | 'none';

const caches: Record<CacheChoice, GridDataSourceCacheDefault | null | undefined> = {
  default: undefined, // the grid's own: entries live five minutes
  'ten-seconds': new GridDataSourceCacheDefault({ ttl: 10_000 }),
  none: null,
};

function describe(params: GridGetRowsParams): string {
  const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');
  return `rows ${params.start}–${params.end}${sort ? `, sorted by ${sort}` : ''}`;
}

export default function CacheLog() {
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const [log, setLog] = React.useState<string[]>([]);

  // Only requests the cache cannot answer reach getRows, so only they are logged.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setLog((previous) => [`Fetched ${describe(params)}`, ...previous].slice(0, 6));
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
      <TextField
        select
        size="small"
        label="dataSourceCache"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value as CacheChoice);
          setLog([]);
        }}
        sx={{ mb: 1, minWidth: 260 }}
      >
        <MenuItem value="default">Default (5 minutes)</MenuItem>
        <MenuItem value="ten-seconds">GridDataSourceCacheDefault, ttl 10 s</MenuItem>
        <MenuItem value="none">null (no cache)</MenuItem>
      </TextField>
      <div style={{ height: 320 }}>
        <DataGrid
          key={choice}
          dataSource={dataSource}
          dataSourceCache={caches[choice]}
          columns={commitColumns}
          pageSizeOptions={[5, 10]}
          // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
          initialState={{ pagination: { paginationModel: { pageSize: 5 }, rowCount: -1 } }}
        />
      </div>
      <ol aria-label="Requests" style={{ fontSize: 13, minHeight: 120 }}>
        {log.map((entry, index) => (
          <li key={log.length - index}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
