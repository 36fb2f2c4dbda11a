import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The 2025 24 Hours of Le Mans, local time.
const race: DateRange<Dayjs> = [dayjs('2025-06-14T16:00'), dayjs('2025-06-15T16:00')];

export default function DateTimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField label="Default format" defaultValue={race} />
        <SingleInputDateTimeRangeField
          label="24-hour clock"
          defaultValue={race}
          ampm={false}
        />
        <SingleInputDateTimeRangeField
          label="Custom format"
          defaultValue={race}
          format="ddd D MMM YYYY, HH:mm"
          dateSeparator="→"
        />
      </Stack>
    </LocalizationProvider>
  );
}
