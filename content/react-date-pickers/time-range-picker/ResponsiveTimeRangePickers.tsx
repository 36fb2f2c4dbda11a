import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Opening hours of the British Museum on most days: 10:00 to 17:00.
const openingHours: DateRange<Dayjs> = [
  dayjs('2025-06-12T10:00'),
  dayjs('2025-06-12T17:00'),
];

export default function ResponsiveTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DesktopTimeRangePicker label="Desktop variant" defaultValue={openingHours} />
        <MobileTimeRangePicker label="Mobile variant" defaultValue={openingHours} />
        <TimeRangePicker label="Responsive variant" defaultValue={openingHours} />
      </Stack>
    </LocalizationProvider>
  );
}
