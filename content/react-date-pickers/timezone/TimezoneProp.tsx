import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Independence Day fireworks over the East River: 21:25 in New York on 4 July 2025.
const fireworks = dayjs.tz('2025-07-04T21:25', 'America/New_York');

export default function TimezoneProp() {
  const [value, setValue] = React.useState<Dayjs | null>(fireworks);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="In the value's zone (New York)" value={value} onChange={setValue} />
        <DateTimePicker
          label="timezone: Europe/Paris"
          timezone="Europe/Paris"
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2" component="div">
          State, whichever picker changed it:{' '}
          <code>{value?.format('YYYY-MM-DD HH:mm Z') ?? 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
