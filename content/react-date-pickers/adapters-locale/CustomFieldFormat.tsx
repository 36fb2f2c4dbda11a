import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

// The Royal Wedding of 29 April 2011.
const wedding = dayjs('2011-04-29');

export default function CustomFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker label="Locale's default (L)" defaultValue={wedding} />
        <DatePicker label="Day, month name, year" defaultValue={wedding} format="D MMMM YYYY" />
        <DateField label="Weekday too" defaultValue={wedding} format="ddd D MMM YYYY" />
        <DateField label="ISO 8601" defaultValue={wedding} format="YYYY-MM-DD" />
      </Stack>
    </LocalizationProvider>
  );
}
