import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150, editable: true },
  {
    field: 'y2019',
    headerName: '2019 (M)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'y2023',
    headerName: '2023 (M)',
    type: 'number',
    width: 110,
    editable: true,
  },
];

interface PendingPaste {
  cells: number;
  answer: (confirmed: boolean) => void;
}

export default function ConfirmPaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // Resolve to paste, reject to cancel: the grid waits for the promise.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((count, row) => count + row.length, 0);
      setPending({
        cells,
        answer: (confirmed) => {
          setPending(null);
          if (confirmed) {
            resolve();
          } else {
            reject(new Error('Paste cancelled'));
          }
        },
      });
    });

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={airports}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={confirmPaste}
        processRowUpdate={(newRow) => newRow}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={() => pending?.answer(false)}>
        <DialogTitle>Paste {pending?.cells} cells?</DialogTitle>
        <DialogContent>
          The pasted values replace what the cells hold now.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.answer(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => pending?.answer(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
