import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const squareButton = { borderRadius: 1, width: 64, height: 40 };

export default function YearMonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-08-15')}
        views={['year', 'month', 'day']}
        openTo="year"
        minDate={dayjs('2020-01-01')}
        maxDate={dayjs('2030-12-31')}
        slotProps={{
          yearButton: (ownerState) => ({
            sx: { ...squareButton, fontWeight: ownerState.isYearSelected ? 700 : 400 },
          }),
          monthButton: { sx: squareButton },
        }}
      />
    </LocalizationProvider>
  );
}
