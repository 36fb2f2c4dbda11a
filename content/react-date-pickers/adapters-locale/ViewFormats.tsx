import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ViewFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="portrait"
        defaultValue={dayjs('2025-02-14')}
        // Weekday headers: the first two letters instead of one.
        dayOfWeekFormatter={(day) => day.format('dd')}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd D MMMM' },
          calendarHeader: { format: 'MMM YYYY' },
          actionBar: { actions: [] },
        }}
        sx={{ maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
