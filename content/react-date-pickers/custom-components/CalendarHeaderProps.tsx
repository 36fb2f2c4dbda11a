import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function CalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-12-08')}
        slotProps={{
          calendarHeader: { format: 'MM / YYYY', sx: { '& .MuiPickersCalendarHeader-label': { fontFamily: 'monospace' } } },
          switchViewButton: { 'aria-label': 'Choose a year' },
        }}
      />
    </LocalizationProvider>
  );
}
