import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { accentedCities, type AccentedCity } from './accented-cities';

const columns: GridColDef<AccentedCity>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'language', headerName: 'Language', flex: 1, minWidth: 120 },
];

// Typed the way a keyboard without those letters would type them.
const searches = ['sao paulo', 'zurich', 'malmo', 'krakow', 'wroclaw', 'kobenhavn'];

const cityContains = (value: string): GridFilterModel => ({
  items: [{ field: 'city', operator: 'contains', value }],
});

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState(cityContains('sao paulo'));
  const search = filterModel.items[0]?.value ?? null;

  const handleIgnoreDiacritics = (event: React.ChangeEvent<HTMLInputElement>) => {
    setIgnoreDiacritics(event.target.checked);
    // The grid re-filters when the model changes, not when ignoreDiacritics does:
    // a new model object applies the new setting at once.
    setFilterModel((model) => ({ ...model }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={search}
          onChange={(_event, value: string | null) => {
            if (value !== null) {
              setFilterModel(cityContains(value));
            }
          }}
          aria-label="City contains"
        >
          {searches.map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={ignoreDiacritics} onChange={handleIgnoreDiacritics} />}
          label="ignoreDiacritics"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={accentedCities}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
    </Box>
  );
}
