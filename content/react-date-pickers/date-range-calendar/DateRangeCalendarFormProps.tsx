import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const booked: DateRange<Dayjs> = [dayjs('2025-02-10'), dayjs('2025-02-14')];

export default function DateRangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <div>
          <Typography component="p" variant="subtitle2">disabled</Typography>
          <DateRangeCalendar defaultValue={booked} calendars={1} disabled />
        </div>
        <div>
          <Typography component="p" variant="subtitle2">readOnly</Typography>
          <DateRangeCalendar defaultValue={booked} calendars={1} readOnly />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
