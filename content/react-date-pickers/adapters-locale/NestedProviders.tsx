import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb.js';
import 'dayjs/locale/de.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The Berlin Wall opened on 9 November 1989.
const wallOpened = dayjs('1989-11-09');

export default function NestedProviders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker label="Outer provider: en-gb" defaultValue={wallOpened} />
        {/* A nested provider with its own adapter: German for this subtree only. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <DatePicker label="Nested, with dateAdapter: de" defaultValue={wallOpened} />
        </LocalizationProvider>
        {/* Without dateAdapter, the parent's adapter is reused and adapterLocale is ignored. */}
        <LocalizationProvider adapterLocale="de">
          <DatePicker label="Nested, no dateAdapter: still en-gb" defaultValue={wallOpened} />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
