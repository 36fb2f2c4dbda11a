import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DaySlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-09-10')}
        showDaysOutsideCurrentMonth
        slotProps={{
          // A function of the day's owner state: weekends get a tinted background.
          day: (ownerState) => {
            const weekend = ownerState.day.day() === 0 || ownerState.day.day() === 6;
            return weekend && !ownerState.isDaySelected
              ? { sx: { bgcolor: 'action.hover' } }
              : {};
          },
        }}
      />
    </LocalizationProvider>
  );
}
