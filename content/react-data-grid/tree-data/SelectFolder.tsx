import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { barChartFolder, type SourceEntry } from './bar-chart-folder';

const getTreeDataPath = (row: SourceEntry) => row.path;
const getRowId = (row: SourceEntry) => row.path.join('/');
const groupingColDef = { headerName: 'File', width: 280 };

const columns: GridColDef<SourceEntry>[] = [
  { field: 'bytes', headerName: 'Size (bytes)', type: 'number', width: 130 },
];

export default function SelectFolder() {
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // The header checkbox can return an 'exclude' model: its ids are the rows left unselected.
  const selected = barChartFolder.filter(
    (entry) => selection.ids.has(getRowId(entry)) === (selection.type === 'include'),
  );
  const selectedBytes = selected.reduce((total, entry) => total + (entry.bytes ?? 0), 0);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={descendants} onChange={(event) => setDescendants(event.target.checked)} />
          }
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />}
          label="parents"
        />
      </Stack>
      <div style={{ height: 380 }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTreeDataPath}
          getRowId={getRowId}
          groupingColDef={groupingColDef}
          rows={barChartFolder}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={{ descendants, parents }}
          // Followed, not controlled: a rowSelectionModel prop here stops rows from being
          // unticked after "select all" in 8.7.0 (mui/mui-x#19046).
          onRowSelectionModelChange={setSelection}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
      <Typography variant="body2">
        {selected.length} rows selected, {selectedBytes.toLocaleString('en-US')} bytes of files
      </Typography>
    </Stack>
  );
}
