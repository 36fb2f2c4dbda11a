import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A copy of the US English locale whose weeks start on Monday (ISO 8601).
// Copying avoids changing the locale object that other code shares.
const enUSMonday: Locale = { ...enUS, options: { ...enUS.options, weekStartsOn: 1 } };

const march = new Date(2025, 2, 1);

export default function StartOfWeek() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <div>
        <Typography component="p" variant="subtitle2">en-US: Sunday</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
          <DateCalendar referenceDate={march} sx={{ m: 0 }} />
        </LocalizationProvider>
      </div>
      <div>
        <Typography component="p" variant="subtitle2">en-US, weekStartsOn: 1</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMonday}>
          <DateCalendar referenceDate={march} sx={{ m: 0 }} />
        </LocalizationProvider>
      </div>
    </Box>
  );
}
