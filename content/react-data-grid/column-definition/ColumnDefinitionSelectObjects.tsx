import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type ValueOptions } from '@mui/x-data-grid';
import { airports, type Airport } from './airports';

interface Country {
  code: string; // ISO 3166-1 alpha-2
  name: string;
}

const countries: Country[] = [
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IN', name: 'India' },
  { code: 'JP', name: 'Japan' },
  { code: 'TR', name: 'Türkiye' },
  { code: 'US', name: 'United States' },
];

// The filter panel also passes an empty string, for its "no value" entry.
const isCountry = (option: ValueOptions): option is Country =>
  typeof option === 'object';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    width: 200,
    editable: true,
    valueOptions: countries,
    // The row keeps the code; the cell, the editor and the filter show the name.
    getOptionValue: (option) => (isCountry(option) ? option.code : option),
    getOptionLabel: (option) => (isCountry(option) ? option.name : String(option)),
  },
  {
    field: 'passengers',
    headerName: 'Passengers 2023 (M)',
    type: 'number',
    width: 170,
  },
];

export default function ColumnDefinitionSelectObjects() {
  const [rows, setRows] = React.useState(airports);
  const [lastSaved, setLastSaved] = React.useState<Airport | null>(null);

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
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="saved-country">
        {lastSaved
          ? `Saved: ${lastSaved.id} now stores country "${lastSaved.country}"`
          : 'Saved: nothing edited yet'}
      </Typography>
    </Box>
  );
}
