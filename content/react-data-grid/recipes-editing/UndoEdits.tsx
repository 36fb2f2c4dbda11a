import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { skyscrapers, type Skyscraper } from './skyscrapers';

interface Edit {
  before: Skyscraper;
  after: Skyscraper;
}

const columns: GridColDef<Skyscraper>[] = [
  { field: 'name', headerName: 'Building', flex: 1, minWidth: 180, editable: true },
  { field: 'city', headerName: 'City', width: 140, editable: true },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'floors',
    headerName: 'Floors',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function UndoEdits() {
  const apiRef = useGridApiRef();
  // Each saved edit, newest last: the row before and after it.
  const [history, setHistory] = React.useState<Edit[]>([]);

  const processRowUpdate = (after: Skyscraper, before: Skyscraper) => {
    setHistory((edits) => [...edits, { before, after }]);
    return after;
  };

  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    // updateRows writes the old row back without going through processRowUpdate,
    // so the undo itself is not recorded as an edit.
    apiRef.current?.updateRows([last.before]);
    setHistory((edits) => edits.slice(0, -1));
  };

  const last = history.at(-1);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={undo} disabled={!last}>
          Undo
        </Button>
        <Typography variant="body2" data-testid="undo-status">
          {last
            ? `${history.length} edit${history.length > 1 ? 's' : ''} to undo; last: ${last.before.name}`
            : 'Nothing to undo'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={skyscrapers}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Stack>
  );
}
