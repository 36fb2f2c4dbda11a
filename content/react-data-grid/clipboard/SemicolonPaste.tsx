import Box from '@mui/material/Box';
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

/** Text from a semicolon-separated export (as European spreadsheets write CSV): rows by line, cells by ";". */
function splitSemicolons(text: string): string[][] | null {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split(';').map((cell) => cell.trim()));
}

export default function SemicolonPaste() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={airports}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        splitClipboardPastedText={splitSemicolons}
        processRowUpdate={(newRow) => newRow}
        hideFooter
      />
    </Box>
  );
}
