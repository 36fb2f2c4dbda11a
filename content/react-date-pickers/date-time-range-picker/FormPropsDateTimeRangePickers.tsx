import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const maintenanceWindow: DateRange<Dayjs> = [
  dayjs('2025-11-15T22:00'),
  dayjs('2025-11-16T04:00'),
];

export default function FormPropsDateTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker label="Disabled" defaultValue={maintenanceWindow} disabled />
        <DateTimeRangePicker label="Read-only" defaultValue={maintenanceWindow} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
