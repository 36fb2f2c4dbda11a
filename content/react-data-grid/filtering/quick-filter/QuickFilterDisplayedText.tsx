import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

const shortNames: Record<string, string> = {
  'United States': 'USA',
  'United Kingdom': 'UK',
  'United Arab Emirates': 'UAE',
};

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 160 },
  {
    field: 'country',
    headerName: 'Country',
    width: 120,
    // The quick filter searches this text, so "usa" matches and "united" does not.
    valueFormatter: (value: string) => shortNames[value] ?? value,
  },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 110 },
];

export default function QuickFilterDisplayedText() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={airports}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['usa'] } },
        }}
      />
    </Box>
  );
}
