import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Official or national languages, as each country's constitution or language law
// lists them: Switzerland (Federal Constitution, art. 4), Belgium (Constitution,
// art. 4), Canada (Official Languages Act), Finland (Constitution, section 17).
const languagesByCountry: Record<string, string[]> = {
  Switzerland: ['German', 'French', 'Italian', 'Romansh'],
  Belgium: ['Dutch', 'French', 'German'],
  Canada: ['English', 'French'],
  Finland: ['Finnish', 'Swedish'],
};

const allLanguages = [...new Set(Object.values(languagesByCountry).flat())].sort();

interface City {
  id: number;
  city: string;
  country: string;
  language: string; // the language of the majority, or of the language area
}

const initialRows: City[] = [
  { id: 1, city: 'Zürich', country: 'Switzerland', language: 'German' },
  { id: 2, city: 'Geneva', country: 'Switzerland', language: 'French' },
  { id: 3, city: 'Lugano', country: 'Switzerland', language: 'Italian' },
  { id: 4, city: 'Antwerp', country: 'Belgium', language: 'Dutch' },
  { id: 5, city: 'Liège', country: 'Belgium', language: 'French' },
  { id: 6, city: 'Eupen', country: 'Belgium', language: 'German' },
  { id: 7, city: 'Montréal', country: 'Canada', language: 'French' },
  { id: 8, city: 'Toronto', country: 'Canada', language: 'English' },
  { id: 9, city: 'Helsinki', country: 'Finland', language: 'Finnish' },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'language',
    headerName: 'Main language',
    type: 'singleSelect',
    width: 160,
    editable: true,
    // The editor passes the row; the filter panel does not, so offer every language.
    valueOptions: ({ row }) =>
      row ? languagesByCountry[row.country] : allLanguages,
  },
];

export default function ColumnDefinitionRowOptions() {
  const [rows, setRows] = React.useState(initialRows);
  const [lastSaved, setLastSaved] = React.useState<City | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow) => {
            setRows((current) =>
              current.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            setLastSaved(newRow);
            return newRow;
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="saved-language">
        {lastSaved
          ? `Saved: ${lastSaved.city} → ${lastSaved.language}`
          : 'Saved: nothing edited yet'}
      </Typography>
    </Box>
  );
}
