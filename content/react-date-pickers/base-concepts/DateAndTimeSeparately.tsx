import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Apollo 11 lifted off from Kennedy Space Center at 9:32 a.m. EDT on 16 July 1969 (NASA).
const liftOff = dayjs('1969-07-16T09:32');

export default function DateAndTimeSeparately() {
  // One date-time value, edited by all three pickers below.
  const [launch, setLaunch] = React.useState<Dayjs | null>(liftOff);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <Box>
          <Typography variant="overline">Two pickers, one part each</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {/* Picking a day keeps the time; picking a time keeps the day. */}
            <DatePicker label="Launch day" value={launch} onChange={setLaunch} />
            <TimePicker label="Lift-off time" value={launch} onChange={setLaunch} />
          </Stack>
        </Box>
        <Box>
          <Typography variant="overline">One picker for both</Typography>
          <DateTimePicker label="Lift-off" value={launch} onChange={setLaunch} />
        </Box>
        <Typography variant="body2">
          State: {launch?.isValid() ? launch.format('YYYY-MM-DD HH:mm') : String(launch)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
