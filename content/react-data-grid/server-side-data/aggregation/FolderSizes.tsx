import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';

interface RepositoryFile {
  id: string; // the path, from the mui/mui-x repository root at v8.7.0
  name: string;
  extension: string;
  size: number; // bytes
  childrenCount: number;
}

const columns: GridColDef<RepositoryFile>[] = [
  { field: 'extension', headerName: 'Extension', width: 110 },
  {
    field: 'size',
    headerName: 'Size (kB)',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : (value / 1024).toFixed(1)),
  },
];

const dataSource: GridDataSource = {
  getRows: async (params) => {
    const query = new URLSearchParams({
      start: String(params.start),
      end: String(params.end),
      groupKeys: JSON.stringify(params.groupKeys ?? []),
      sortModel: JSON.stringify(params.sortModel),
      filterModel: JSON.stringify(params.filterModel),
      aggregationModel: JSON.stringify(params.aggregationModel ?? {}),
    });
    const response = await fetch(`/x/data/repository-files?${query}`);
    const body = await response.json();
    if (!response.ok) {
      throw new Error(body.error);
    }
    return body;
  },
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childrenCount,
  getAggregatedValue: (row, field) => row[field],
};

const extensions = ['md', 'ts', 'tsx', 'json'];

export default function FolderSizes() {
  const [extension, setExtension] = React.useState('md');
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [{ id: 1, field: 'extension', operator: 'equals', value: extension }] }),
    [extension],
  );

  return (
    <div>
      <TextField
        select
        size="small"
        label="Files ending in"
        value={extension}
        onChange={(event) => setExtension(event.target.value)}
        sx={{ mb: 1, minWidth: 160 }}
      >
        {extensions.map((name) => (
          <MenuItem key={name} value={name}>
            .{name}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 400 }}>
        <DataGridPremium
          treeData
          dataSource={dataSource}
          columns={columns}
          filterModel={filterModel}
          aggregationFunctions={{ sum: { columnTypes: ['number'] } }}
          groupingColDef={{ headerName: 'Folder', width: 280 }}
          initialState={{
            aggregation: { model: { size: 'sum' } },
            sorting: { sortModel: [{ field: 'size', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 200 } },
          }}
          pageSizeOptions={[200]}
        />
      </div>
    </div>
  );
}
