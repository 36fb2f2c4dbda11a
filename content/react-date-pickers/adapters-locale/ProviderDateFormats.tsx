import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb.js';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Declared outside the component: the provider builds a new adapter whenever
// it receives a new dateFormats object.
const isoFormats: Partial<AdapterFormats> = {
  // Date pickers, and the date part of date-time pickers.
  keyboardDate: 'YYYY-MM-DD',
  // Standalone date-time fields (en-gb uses the 24-hour clock).
  keyboardDateTime24h: 'YYYY-MM-DD HH:mm',
};

// The euro became the currency of 11 EU countries on 1 January 1999;
// its notes and coins went into circulation at midnight on 1 January 2002.
const euroLaunch = dayjs('1999-01-01');
const cashChangeover = dayjs('2002-01-01T00:00');

export default function ProviderDateFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb" dateFormats={isoFormats}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker label="Euro launched" defaultValue={euroLaunch} />
        <DateTimePicker label="Notes and coins issued" defaultValue={cashChangeover} />
        <DateTimeField label="Date-time field" defaultValue={cashChangeover} />
      </Stack>
    </LocalizationProvider>
  );
}
