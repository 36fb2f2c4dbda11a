import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  const [day, setDay] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        {/* Empty, yet it opens on May 2026, and picked days get 18:30. */}
        <DateCalendar
          value={day}
          onChange={setDay}
          referenceDate={dayjs('2026-05-01T18:30')}
          sx={{ m: 0 }}
        />
        <Typography variant="body2" sx={{ pt: 2, fontFamily: 'monospace' }}>
          {day ? day.format('YYYY-MM-DD HH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
