import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { deDE, frFR } from '@mui/x-data-grid/locales';
import type { Airport } from './airports';

const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA', width: 80 },
  { field: 'city', headerName: 'Airport', flex: 1, minWidth: 140 },
  { field: 'y2023', headerName: '2023 (M)', type: 'number', width: 100 },
];

const noAirports: Airport[] = [];

type Language = 'custom' | 'fr' | 'de';

// Your own words for one grid, or a whole translation from the locales entry point.
const texts: Record<Language, Partial<GridLocaleText>> = {
  custom: { noRowsLabel: 'No departures scheduled for this terminal today' },
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
};

export default function OverlayTexts() {
  const [language, setLanguage] = React.useState<Language>('custom');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Overlay language"
        value={language}
        onChange={(_, value: Language | null) => value && setLanguage(value)}
      >
        <ToggleButton value="custom">Own text</ToggleButton>
        <ToggleButton value="fr">Français</ToggleButton>
        <ToggleButton value="de">Deutsch</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 240 }}>
        <DataGrid rows={noAirports} columns={columns} localeText={texts[language]} />
      </Box>
    </Stack>
  );
}
