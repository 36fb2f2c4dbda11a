import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { airports, type Airport } from './airports';

// A correction form in each panel. It writes to the parent row through the
// grid's API, so the row above updates as soon as the reader saves.
function CorrectionForm({ row }: { row: Airport }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(String(row.y2023));
  const figure = Number(draft);
  const valid = draft.trim() !== '' && Number.isFinite(figure) && figure > 0;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    apiRef.current.updateRows([{ id: row.id, y2023: figure }]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={save} sx={{ p: 2, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={`${row.city}, 2023 (millions)`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={!valid}
        helperText={valid ? ' ' : 'Enter a positive number'}
      />
      <Button type="submit" variant="contained" size="small" disabled={!valid} sx={{ mt: 0.5 }}>
        Save
      </Button>
    </Stack>
  );
}

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  { field: 'y2019', headerName: '2019 (M)', type: 'number', width: 110 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function DetailPanelForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Airport>) => <CorrectionForm row={row} />,
    [],
  );
  // A fixed height: every panel holds the same form, so no measuring is needed.
  const getDetailPanelHeight = React.useCallback(() => 96, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={airports}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
