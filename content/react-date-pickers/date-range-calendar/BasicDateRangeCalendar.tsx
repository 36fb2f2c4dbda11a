import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function BasicDateRangeCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months are wider than a phone: the row scrolls instead of the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar referenceDate={dayjs('2025-09-01')} />
      </Box>
    </LocalizationProvider>
  );
}
