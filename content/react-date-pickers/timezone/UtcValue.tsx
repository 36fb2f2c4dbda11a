import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

// Coordinated Universal Time is also the zone of most servers and databases.
export default function UtcValue() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-03-20T09:01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="March equinox 2025 (UTC)" value={value} onChange={setValue} />
        <Typography variant="body2">
          <code>{value?.isValid() ? value.toISOString() : String(value)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
