import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Public holidays in Ireland in 2025 (citizensinformation.ie).
const holidays = ['2025-01-01', '2025-02-03', '2025-03-17', '2025-04-21', '2025-05-05', '2025-06-02'];

const isHoliday = (day: Dayjs) => holidays.includes(day.format('YYYY-MM-DD'));

export default function CalendarDayOwnerState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-03-10')}
        // slotProps.day can be a function: it receives each day's owner state
        // (the day, whether it is selected, disabled, today…) and returns its props.
        slotProps={{
          day: (ownerState) =>
            isHoliday(ownerState.day)
              ? {
                  title: 'Public holiday',
                  sx: { fontWeight: 700, color: 'error.main' },
                }
              : {},
        }}
      />
    </LocalizationProvider>
  );
}
