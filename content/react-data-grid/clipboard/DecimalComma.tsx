import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { airports, type Airport } from './airports';

/** "104,7", "104.7" and "104,7 M" all mean 104.7 million; anything else leaves the cell as it was. */
function parseMillions(text: string): number | undefined {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*M?\s*$/i.exec(text);
  return match ? Number(match[1]!.replace(',', '.')) : undefined;
}

const passengers = {
  type: 'number',
  width: 110,
  editable: true,
  pastedValueParser: parseMillions,
} as const;

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'Code', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  { field: 'y2019', headerName: '2019 (M)', ...passengers },
  { field: 'y2023', headerName: '2023 (M)', ...passengers },
];

export default function DecimalComma() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Copy one of these, then paste it into a passenger cell: <code>105,3</code>{' '}
        <code>98.6 M</code> <code>about 90</code>
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={airports}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={(newRow) => newRow}
          hideFooter
        />
      </Box>
    </Box>
  );
}
