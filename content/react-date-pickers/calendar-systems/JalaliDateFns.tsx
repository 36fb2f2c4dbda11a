import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { format } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DateField } from '@mui/x-date-pickers/DateField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { faIR as pickersFaIR } from '@mui/x-date-pickers/locales';

// Nowruz 1404, the Iranian New Year: 1 Farvardin 1404 was Friday 21 March 2025.
const nowruz = new Date(2025, 2, 21);

// The pickers read the direction from the theme: arrows and keyboard navigation follow it.
const rightToLeft = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

export default function JalaliDateFns() {
  const [value, setValue] = React.useState<Date | null>(nowruz);

  return (
    <Box dir="rtl" lang="fa">
      <ThemeProvider theme={rightToLeft}>
        <LocalizationProvider
          dateAdapter={AdapterDateFnsJalali}
          adapterLocale={faIR}
          localeText={pickersFaIR.components.MuiLocalizationProvider.defaultProps.localeText}
        >
          <Stack spacing={2} sx={{ maxWidth: 320 }}>
            <DateField label="تاریخ" value={value} onChange={setValue} />
            <StaticDatePicker
              orientation="portrait"
              value={value}
              onChange={setValue}
              slotProps={{ actionBar: { actions: [] } }}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'left' }}>
              {value ? `${format(value, 'yyyy/MM/dd')} (Jalali) = ${value.toDateString()}` : 'null'}
            </Typography>
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </Box>
  );
}
