import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// Year and month arrows, for dates that are often years away (a passport's expiry, say).
function YearAndMonthHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange } = props;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1 }}>
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => onMonthChange(currentMonth.subtract(1, 'year'))}>
          <KeyboardDoubleArrowLeft />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => onMonthChange(currentMonth.subtract(1, 'month'))}>
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography variant="subtitle1" component="p" aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => onMonthChange(currentMonth.add(1, 'month'))}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => onMonthChange(currentMonth.add(1, 'year'))}>
          <KeyboardDoubleArrowRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2031-03-17')}
        slots={{ calendarHeader: YearAndMonthHeader }}
      />
    </LocalizationProvider>
  );
}
