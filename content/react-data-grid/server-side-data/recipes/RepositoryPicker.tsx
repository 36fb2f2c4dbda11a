import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridDataSource } from '@mui/x-data-grid';
import { commitColumns } from './commits';

const repositories = ['mui/mui-x', 'mui/base-ui', 'mui/toolpad'];

export default function RepositoryPicker() {
  const [repository, setRepository] = React.useState('mui/base-ui');

  // A choice made outside the grid belongs in the data source: a new data source (made when
  // `repository` changes) empties the cache and fetches the current page again.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const filterModel = {
          ...params.filterModel,
          items: [
            ...params.filterModel.items,
            { field: 'repository', operator: 'equals', value: repository },
          ],
        };
        const query = new URLSearchParams({
          start: String(params.start),
          end: String(params.end),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(filterModel),
        });
        const response = await fetch(`/x/data/commits?${query}`);
        const body = await response.json();
        if (!response.ok) {
          throw new Error(body.error);
        }
        return body;
      },
    }),
    [repository],
  );

  return (
    <div>
      <TextField
        select
        size="small"
        label="Repository"
        value={repository}
        onChange={(event) => setRepository(event.target.value)}
        sx={{ mb: 1, minWidth: 200 }}
      >
        {repositories.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 400 }}>
        <DataGrid
          dataSource={dataSource}
          columns={commitColumns}
          pageSizeOptions={[10, 25]}
          initialState={{
            // -1: the count is unknown until the first response (left out, the footer reads "1–NaN of undefined").
            pagination: { paginationModel: { pageSize: 10 }, rowCount: -1 },
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
            columns: { columnVisibilityModel: { repository: false } },
          }}
        />
      </div>
    </div>
  );
}
