import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldReferenceDate() {
  const [time, setTime] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 280 }}>
        {/* Typed times land on 1 October 2025, not on today. */}
        <TimeField
          label="Shift starts"
          value={time}
          onChange={setTime}
          referenceDate={dayjs('2025-10-01')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(time)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
