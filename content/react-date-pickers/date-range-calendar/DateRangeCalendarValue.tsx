import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarValue() {
  // Autumn half-term for schools in Manchester, 2025.
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-27'),
    dayjs('2025-10-31'),
  ]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          calendars={1}
        />
        <Typography variant="body2">
          {start ? start.format('ddd D MMM') : '…'} → {end ? end.format('ddd D MMM YYYY') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
