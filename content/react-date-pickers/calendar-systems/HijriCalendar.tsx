import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import 'moment/locale/ar-sa.js';
import moment, { type Moment } from 'moment-hijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

// The adapter formats in Moment's ar-SA locale. Node loads a missing Moment locale by
// itself, a bundle does not: import it, or the server and the browser render different
// text. Loading it also made it Moment's global locale, so English is put back.
moment.locale('en');

// 1 Ramadan 1446 AH was 1 March 2025 in the Umm al-Qura calendar that moment-hijri follows.
const ramadan = moment('2025-03-01');

// The pickers read the direction from the theme: arrows and keyboard navigation follow it.
const rightToLeft = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

// Values picked in the calendar come back in the ar-SA locale: print them with Latin digits.
function show(value: Moment | null) {
  const latin = value?.clone().locale('en');
  return latin ? `${latin.format('iYYYY/iM/iD')} AH = ${latin.format('YYYY-MM-DD')}` : 'null';
}

export default function HijriCalendar() {
  const [value, setValue] = React.useState<Moment | null>(ramadan);

  return (
    <Box dir="rtl" lang="ar">
      <ThemeProvider theme={rightToLeft}>
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <Stack spacing={1} sx={{ maxWidth: 320 }}>
            {/* Read-only: in 8.7.0, typing into a Hijri field gives an invalid date. */}
            <DateField label="التاريخ" value={value} readOnly />
            <StaticDatePicker
              orientation="portrait"
              value={value}
              onChange={setValue}
              // The adapter supports 1356 to 1499 AH (14 March 1937 to 26 November 2076).
              minDate={moment('1937-03-14')}
              maxDate={moment('2076-11-26')}
              slotProps={{ actionBar: { actions: [] } }}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'left' }}>
              {show(value)}
            </Typography>
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </Box>
  );
}
