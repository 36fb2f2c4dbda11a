import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { accentedCities, type AccentedCity } from './accented-cities';

const columns: GridColDef<AccentedCity>[] = [
  { field: 'id', headerName: 'IATA', width: 100 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 160 },
];

export default function HeaderFiltersIgnoreDiacritics() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={accentedCities}
        columns={columns}
        headerFilters
        // Readers type on keyboards without ü or ö: "zurich" should find Zürich.
        ignoreDiacritics
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'city', operator: 'contains', value: 'zurich' }],
            },
          },
        }}
      />
    </Box>
  );
}
