import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');
const groupingColDef = { headerName: 'File', width: 280 };

const columns: GridColDef<SourceEntry>[] = [
  { field: 'bytes', headerName: 'Size (bytes)', type: 'number', width: 130 },
];

export default function ChildrenFilterSort() {
  const [topLevelFilterOnly, setTopLevelFilterOnly] = React.useState(false);
  const [topLevelSortOnly, setTopLevelSortOnly] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={topLevelFilterOnly}
              onChange={(event) => setTopLevelFilterOnly(event.target.checked)}
            />
          }
          label="disableChildrenFiltering"
        />
        <FormControlLabel
          control={
            <Switch
              checked={topLevelSortOnly}
              onChange={(event) => setTopLevelSortOnly(event.target.checked)}
            />
          }
          label="disableChildrenSorting"
        />
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTreeDataPath}
          getRowId={getRowId}
          groupingColDef={groupingColDef}
          rows={barChartFolder}
          columns={columns}
          disableChildrenFiltering={topLevelFilterOnly}
          disableChildrenSorting={topLevelSortOnly}
          defaultGroupingExpansionDepth={-1}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [], quickFilterValues: ['chart'] } },
            sorting: { sortModel: [{ field: 'bytes', sort: 'desc' }] },
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
