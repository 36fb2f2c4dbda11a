import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function show(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value);
}

export default function ReferenceDateKeepsTime() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(null);
  const [lastEntry, setLastEntry] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ width: 280, maxWidth: '100%' }}>
          {/* Pick only a day: the time is taken from referenceDate (19:45). */}
          <DateTimePicker
            label="Kick-off"
            value={kickOff}
            onChange={setKickOff}
            referenceDate={dayjs('2025-09-13T19:45')}
          />
          <Typography variant="body2">value: {show(kickOff)}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: 280, maxWidth: '100%' }}>
          {/* Pick a time: the date part comes from referenceDate (13 Sept 2025). */}
          <TimePicker
            label="Last entry"
            value={lastEntry}
            onChange={setLastEntry}
            referenceDate={dayjs('2025-09-13')}
          />
          <Typography variant="body2">value: {show(lastEntry)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
