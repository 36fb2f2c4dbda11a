import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// UEFA: the 2025 Champions League final in Munich kicked off at 21:00 on 31 May 2025.
const kickOff = dayjs('2025-05-31T21:00');

export default function DateTimeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Kick-off (defaults)"
          defaultValue={kickOff}
          format="D/M/YYYY h:mm a"
        />
        <DateTimePicker
          label="Kick-off (spacious, no padding)"
          defaultValue={kickOff}
          format="D/M/YYYY h:mm a"
          // `format` and `formatDensity` are picker props; the leading zeros are the field's.
          formatDensity="spacious"
          slotProps={{ field: { shouldRespectLeadingZeros: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
