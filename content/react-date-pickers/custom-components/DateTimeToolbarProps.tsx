import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// June solstice 2025: 21 June, 02:42 UTC (US Naval Observatory, Earth's seasons).
const solstice = dayjs('2025-06-21T02:42');

export default function DateTimeToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="portrait"
        defaultValue={solstice}
        // A picker prop, not a toolbar one: AM and PM move from the toolbar to the clock.
        ampmInClock
        localeText={{ toolbarTitle: 'June solstice, UTC' }}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd D MMM' },
          actionBar: { actions: [] },
        }}
        sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
