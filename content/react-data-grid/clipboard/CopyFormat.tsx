import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  {
    field: 'y2023',
    headerName: '2023',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value} M`,
  },
];

export default function CopyFormat() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={airports}
          columns={columns}
          checkboxSelection
          // Comma-separated, and the numbers as they are in the data, not as displayed.
          // Copied rows go through the CSV serializer, so `true` (CSV and clipboard) is needed.
          clipboardCopyCellDelimiter=","
          ignoreValueFormatterDuringExport
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        Copied:
      </Typography>
      <Box
        component="pre"
        aria-live="polite"
        sx={{ m: 0, p: 1, minHeight: 48, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {copied || 'Nothing yet.'}
      </Box>
    </Box>
  );
}
