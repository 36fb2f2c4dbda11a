import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function SelectGroup() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // Group rows are in the model too, so count commits, not ids. The header checkbox can return
  // an 'exclude' model: its ids are the rows left unselected.
  const selected = commits.filter(
    (commit) => selection.ids.has(commit.id) === (selection.type === 'include'),
  );
  const files = selected.reduce((total, commit) => total + (commit.files ?? 0), 0);

  return (
    <div>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          checkboxSelection
          // Followed, not controlled: a rowSelectionModel prop here stops rows from being
          // unticked after "select all" in 8.7.0 (mui/mui-x#19046).
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['product'] } }}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {selected.length} {selected.length === 1 ? 'commit' : 'commits'} selected, {files}{' '}
        {files === 1 ? 'file' : 'files'} changed
      </Typography>
    </div>
  );
}
