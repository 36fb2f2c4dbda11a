import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const lunchBreak: DateRange<Dayjs> = [dayjs('2025-06-12T12:30'), dayjs('2025-06-12T13:15')];

export default function FormPropsTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <TimeRangePicker label="Disabled" defaultValue={lunchBreak} disabled />
        <TimeRangePicker label="Read-only" defaultValue={lunchBreak} readOnly />
        <TimeRangePicker label="Named" defaultValue={lunchBreak} name="lunchBreak" />
      </Stack>
    </LocalizationProvider>
  );
}
