import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The 2025 24 Hours of Le Mans: from 16:00 on 14 June to 16:00 on 15 June, local time.
const race: DateRange<Dayjs> = [dayjs('2025-06-14T16:00'), dayjs('2025-06-15T16:00')];

export default function ResponsiveDateTimeRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DesktopDateTimeRangePicker label="Desktop variant" defaultValue={race} />
        <MobileDateTimeRangePicker label="Mobile variant" defaultValue={race} />
        <DateTimeRangePicker label="Responsive variant" defaultValue={race} />
      </Stack>
    </LocalizationProvider>
  );
}
