import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The 2025 Tour de France: Grand Départ in Lille on 5 July, finish in Paris on 27 July.
const tour: DateRange<Dayjs> = [dayjs('2025-07-05'), dayjs('2025-07-27')];

export default function RangeFieldSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <DateRangePicker
          label="One input"
          defaultValue={tour}
          format="D MMM YYYY"
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        <DateRangePicker
          defaultValue={tour}
          format="D MMM YYYY"
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
