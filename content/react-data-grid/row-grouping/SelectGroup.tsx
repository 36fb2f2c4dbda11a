import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

const filesById = new Map(commits.map((commit) => [commit.id, commit.files ?? 0]));

export default function SelectGroup() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // Group rows are in the selection too; only commits have files.
  const commitIds = [...selection.ids].filter((id) => filesById.has(String(id)));
  const files = commitIds.reduce<number>((total, id) => total + filesById.get(String(id))!, 0);

  return (
    <div>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['product'] } }}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {commitIds.length} {commitIds.length === 1 ? 'commit' : 'commits'} selected, {files}{' '}
        {files === 1 ? 'file' : 'files'} changed
      </Typography>
    </div>
  );
}
