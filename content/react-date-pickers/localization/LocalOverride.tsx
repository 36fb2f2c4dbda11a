import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocalOverride() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Textes de la locale"
          defaultValue={dayjs('2025-05-08')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
          closeOnSelect={false}
        />
        <DatePicker
          label="Textes remplacés ici"
          defaultValue={dayjs('2025-05-08')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
          closeOnSelect={false}
          localeText={{
            todayButtonLabel: 'Maintenant',
            okButtonLabel: 'Valider',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
