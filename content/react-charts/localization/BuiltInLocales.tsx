import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import {
  elGRLocaleText,
  enUSLocaleText,
  frFRLocalText,
  ptBRLocaleText,
  ptPTLocaleText,
  type ChartsLocaleText,
} from '@mui/x-charts/locales';

const locales: Record<string, Partial<ChartsLocaleText>> = {
  'English (en-US)': enUSLocaleText,
  'Français (fr-FR)': frFRLocalText,
  'Ελληνικά (el-GR)': elGRLocaleText,
  'Português (pt-BR)': ptBRLocaleText,
  'Português (pt-PT)': ptPTLocaleText,
};

// Météo-France, Paris-Montsouris 1991–2020 normals: monthly rainfall in mm.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const paris = [51, 41, 48, 44, 65, 50];

export default function BuiltInLocales() {
  const [locale, setLocale] = React.useState('Français (fr-FR)');
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <TextField
          select
          size="small"
          label="Locale"
          value={locale}
          onChange={(event) => setLocale(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {Object.keys(locales).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="loading"
        />
      </Stack>
      <ChartsLocalizationProvider localeText={locales[locale]}>
        <BarChart
          height={260}
          loading={loading}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40 }]}
          // Stands in for a request: no data until loading ends.
          series={[{ data: loading ? [] : paris, label: 'Paris (mm)' }]}
        />
      </ChartsLocalizationProvider>
    </Box>
  );
}
