import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The 2025 Wimbledon Championships.
const wimbledon: DateRange<Dayjs> = [dayjs('2025-06-30'), dayjs('2025-07-13')];

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Default format"
          defaultValue={wimbledon}
        />
        <SingleInputDateRangeField
          label="Custom format and separator"
          defaultValue={wimbledon}
          format="D MMM YYYY"
          dateSeparator="to"
        />
        <SingleInputDateRangeField
          label="Spacious format density"
          defaultValue={wimbledon}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <SingleInputDateRangeField
          label="Clearable"
          defaultValue={wimbledon}
          clearable
        />
      </Stack>
    </LocalizationProvider>
  );
}
