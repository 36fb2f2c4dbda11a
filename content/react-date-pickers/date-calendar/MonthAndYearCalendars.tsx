import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  // A reporting period: one month of one fiscal year.
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ width: 320, maxWidth: '100%' }}>
            <Typography variant="overline">YearCalendar</Typography>
            <YearCalendar
              value={period}
              onChange={(year) => setPeriod(year)}
              minDate={dayjs('2018-01-01')}
              maxDate={dayjs('2025-12-31')}
              yearsPerRow={4}
            />
          </Box>
          <Box sx={{ width: 320, maxWidth: '100%' }}>
            <Typography variant="overline">MonthCalendar</Typography>
            <MonthCalendar
              value={period}
              onChange={(month) => setPeriod(month)}
              monthsPerRow={4}
            />
          </Box>
        </Stack>
        <Typography variant="body2">
          Report for <strong>{period.format('MMMM YYYY')}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
