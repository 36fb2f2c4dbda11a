import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// What an API would store: an ISO string in UTC. The hotel is in Honolulu,
// so times are entered and shown in Hawaii time whatever the reader's zone.
export default function StoreUtcShowZone() {
  const [stored, setStored] = React.useState<string | null>('2025-08-15T01:00:00.000Z');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Check-in (Honolulu time)"
          timezone="Pacific/Honolulu"
          value={stored ? dayjs.utc(stored) : null}
          onChange={(newValue) => setStored(newValue?.isValid() ? newValue.toISOString() : null)}
        />
        <Typography variant="body2">
          Saved: <code>{stored ?? 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
