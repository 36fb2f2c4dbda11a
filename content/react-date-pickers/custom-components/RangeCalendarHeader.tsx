import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

// Each month gets a header; the first moves back and the last moves forward by all visible months.
function PagedHeader(props: PickersRangeCalendarHeaderProps) {
  const { currentMonth, onMonthChange, month, monthIndex, calendars } = props;
  const page = (direction: 1 | -1) => onMonthChange(currentMonth.add(direction * calendars, 'month'));

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      {monthIndex === 0 ? (
        <IconButton aria-label={`Previous ${calendars} months`} onClick={() => page(-1)}>
          <ChevronLeft />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
      <Typography variant="subtitle1" component="p">
        {month.format('MMMM YYYY')}
      </Typography>
      {monthIndex === calendars - 1 ? (
        <IconButton aria-label={`Next ${calendars} months`} onClick={() => page(1)}>
          <ChevronRight />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
    </Stack>
  );
}

export default function RangeCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          defaultValue={[dayjs('2025-01-06'), dayjs('2025-02-14')]}
          slots={{ calendarHeader: PagedHeader }}
        />
      </Box>
    </LocalizationProvider>
  );
}
