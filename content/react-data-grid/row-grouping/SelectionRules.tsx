import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowSelectionModel } from '@mui/x-data-grid-premium';
import { commitColumns } from './commit-columns';
import { commits } from './mui-x-commits';

export default function SelectionRules() {
  const [descendants, setDescendants] = React.useState(false);
  const [parents, setParents] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // The header checkbox can return an 'exclude' model: the ids listed are the unselected ones.
  const selectedCommits = commits.filter(
    ({ id }) => selection.ids.has(id) === (selection.type === 'include'),
  ).length;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={descendants}
              onChange={(event) => setDescendants(event.target.checked)}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch checked={parents} onChange={(event) => setParents(event.target.checked)} />
          }
          label="parents"
        />
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={commits}
          columns={commitColumns}
          checkboxSelection
          rowSelectionPropagation={{ descendants, parents }}
          // Followed, not controlled: a rowSelectionModel prop here stops rows from being
          // unticked after "select all" in 8.7.0 (mui/mui-x#19046).
          onRowSelectionModelChange={setSelection}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['release', 'product'] } }}
        />
      </Box>
      <Typography variant="body2">
        {selectedCommits} of {commits.length} commits selected
      </Typography>
    </Stack>
  );
}
