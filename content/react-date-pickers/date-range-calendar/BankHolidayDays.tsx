import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Bank holidays in England and Wales, 2025 (GOV.UK).
const bankHolidays = new Map([
  ['2025-04-18', 'Good Friday'],
  ['2025-04-21', 'Easter Monday'],
  ['2025-05-05', 'Early May bank holiday'],
  ['2025-05-26', 'Spring bank holiday'],
]);

function BankHolidayDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const holiday = outsideCurrentMonth ? undefined : bankHolidays.get(day.format('YYYY-MM-DD'));

  return (
    <DateRangePickerDay
      {...props}
      aria-description={holiday}
      // sx styles the cell around the day button; the dot sits at its bottom edge.
      sx={
        holiday
          ? {
              position: 'relative',
              [`& .${dateRangePickerDayClasses.day}`]: { fontWeight: 700 },
              '&::after': {
                content: '""',
                position: 'absolute',
                bottom: 3,
                left: '50%',
                transform: 'translateX(-50%)',
                width: 5,
                height: 5,
                borderRadius: '50%',
                bgcolor: 'warning.main',
                pointerEvents: 'none',
              },
            }
          : undefined
      }
    />
  );
}

export default function BankHolidayDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          referenceDate={dayjs('2025-04-01')}
          slots={{ day: BankHolidayDay }}
        />
      </Box>
      <Typography component="p" variant="subtitle2" sx={{ mt: 1 }}>
        Bank holidays
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {[...bankHolidays].map(([date, name]) => (
          <Typography component="li" variant="body2" key={date}>
            {dayjs(date).format('ddd D MMMM')}: {name}
          </Typography>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
