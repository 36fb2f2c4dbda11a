import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Conference travel"
        calendars={2}
        defaultValue={[dayjs('2025-10-29T07:15'), dayjs('2025-11-02T21:40')]}
        sx={{ width: 480, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
