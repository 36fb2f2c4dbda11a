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

// UK clocks went forward at 01:00 GMT on 30 March 2025: 01:00 to 01:59 did not exist in London.
export default function DaylightSavingGap() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-03-30T00:30:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Europe/London"
          timezone="Europe/London"
          ampm={false}
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          UTC: <code>{value?.isValid() ? value.toISOString() : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
