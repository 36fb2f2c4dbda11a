import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const millions = (value: number) => `${value} M`;

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  {
    field: 'y2019',
    headerName: '2019',
    type: 'number',
    width: 100,
    valueFormatter: millions,
  },
  {
    field: 'y2023',
    headerName: '2023',
    type: 'number',
    width: 100,
    valueFormatter: millions,
  },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          checkboxSelection
          // Called with the text the grid put on the clipboard.
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        Select rows (or focus a cell) and press Ctrl+C or ⌘C. Copied:
      </Typography>
      <Box
        component="pre"
        aria-live="polite"
        sx={{
          m: 0,
          p: 1,
          minHeight: 48,
          bgcolor: 'action.hover',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
        }}
      >
        {copied ? copied.replace(/\t/g, ' → ') : 'Nothing yet.'}
      </Box>
    </Box>
  );
}
