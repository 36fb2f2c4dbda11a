import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'city', headerName: 'Airport' },
  { field: 'y2023', headerName: 'Passengers, 2023 (M)', type: 'number' },
];

export default function EditFromDialog() {
  const apiRef = useGridApiRef();
  const [editing, setEditing] = React.useState<Airport | null>(null);
  const [draft, setDraft] = React.useState('');

  // The list cell cannot be edited in place: its Edit button opens a form instead.
  const listViewColumn = React.useMemo<GridListViewColDef<Airport>>(
    () => ({
      field: 'listItem',
      renderCell: ({ row }) => (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, height: '100%' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              component="p"
              variant="body2"
              sx={{ fontWeight: 500 }}
              noWrap
            >
              {row.city}
            </Typography>
            <Typography component="p" variant="caption" color="text.secondary">
              {row.y2023} M passengers in 2023
            </Typography>
          </Box>
          <Button
            size="small"
            aria-label={`Edit ${row.city}`}
            onClick={() => {
              setEditing(row);
              setDraft(String(row.y2023));
            }}
          >
            Edit
          </Button>
        </Stack>
      ),
    }),
    [],
  );

  const value = Number(draft);
  const valid = draft.trim() !== '' && Number.isFinite(value) && value >= 0;

  const save = () => {
    if (editing && valid) {
      apiRef.current?.updateRows([{ ...editing, y2023: value }]);
    }
    setEditing(null);
  };

  return (
    <Box sx={{ height: 420, maxWidth: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={airports}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        // Sorted by traffic: a saved edit moves the airport to its new place.
        initialState={{ sorting: { sortModel: [{ field: 'y2023', sort: 'desc' }] } }}
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)}>
        <DialogTitle>{editing?.city}</DialogTitle>
        <DialogContent>
          <TextField
            margin="dense"
            label="Passengers in 2023 (millions)"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={!valid}
            helperText={valid ? ' ' : 'A number of millions, 0 or more'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={!valid}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
