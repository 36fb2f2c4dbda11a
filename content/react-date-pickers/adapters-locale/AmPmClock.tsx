import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Last orders at a London pub: 22:45.
const lastOrders = dayjs('2025-06-12T22:45');

export default function AmPmClock() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 300 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimePicker label="en (US): 12-hour by default" defaultValue={lastOrders} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="en-gb: 24-hour by default" defaultValue={lastOrders} />
        <TimePicker label="en-gb with ampm" defaultValue={lastOrders} ampm />
      </LocalizationProvider>
    </Stack>
  );
}
