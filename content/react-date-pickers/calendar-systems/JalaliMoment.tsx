import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import 'moment/locale/fa.js';
import moment from 'moment-jalaali';
import type { Moment } from 'moment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The adapter formats in Moment's fa locale: import it (a bundle does not load Moment
// locales by itself), and let loadPersian add the Jalali month names. Both make 'fa'
// Moment's global locale, so English is put back for the rest of the app.
moment.loadPersian({ dialect: 'persian-modern' });
moment.locale('en');

// Yalda night, the longest night of the year: 30 Azar 1404, 21 December 2025.
const yalda = moment('2025-12-21');

// The pickers read the direction from the theme: arrows and keyboard navigation follow it.
const rightToLeft = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function JalaliMoment() {
  const [value, setValue] = React.useState<Moment | null>(yalda);

  return (
    <Box dir="rtl" lang="fa">
      <ThemeProvider theme={rightToLeft}>
        <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
          <Stack spacing={1} sx={{ maxWidth: 320 }}>
            <DateCalendar value={value} onChange={setValue} />
            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'left' }}>
              {value ? `${value.format('jYYYY/jMM/jDD')} (Jalali) = ${value.format('YYYY-MM-DD')}` : 'null'}
            </Typography>
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </Box>
  );
}
