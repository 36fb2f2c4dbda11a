import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

export default function PasteRange() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={airports}
          columns={columns}
          // Select a range of cells with the mouse or Shift+arrows, copy it, select a target, paste.
          cellSelection
          // A click selects the cell, not the row: with rows selected, a paste fills them from the first column.
          disableRowSelectionOnClick
          processRowUpdate={(newRow, oldRow) => {
            setLog((lines) =>
              [
                `${oldRow.id}: ${oldRow.y2023} → ${newRow.y2023} (2023)`,
                ...lines,
              ].slice(0, 5),
            );
            return newRow;
          }}
          onClipboardPasteEnd={() =>
            setLog((lines) => ['Paste finished', ...lines].slice(0, 5))
          }
          hideFooter
        />
      </Box>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        Only editable cells take pasted values. Latest updates:
      </Typography>
      <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 3, fontSize: 13 }}>
        {log.length === 0 ? (
          <li>Nothing pasted yet.</li>
        ) : (
          log.map((line, index) => <li key={index}>{line}</li>)
        )}
      </Box>
    </Box>
  );
}
