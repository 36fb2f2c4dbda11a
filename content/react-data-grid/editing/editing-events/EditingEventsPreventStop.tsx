import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Note {
  id: number;
  customer: string;
  note: string;
}

const rows: Note[] = [
  { id: 1, customer: 'Nordlicht GmbH', note: 'Prefers calls before 10:00.' },
  { id: 2, customer: 'Casa Verde', note: 'Invoice in Spanish.' },
  { id: 3, customer: 'Harbour & Co', note: 'Deliveries to the back entrance.' },
];

const columns: GridColDef<Note>[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 220, editable: true },
];

// Clicking outside the cell no longer ends the edit: press Enter, Tab or Escape.
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function EditingEventsPreventStop() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellEditStop={handleCellEditStop}
        hideFooter
      />
    </Box>
  );
}
