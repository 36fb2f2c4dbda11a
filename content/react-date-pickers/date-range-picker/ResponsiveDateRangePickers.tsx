import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The Edinburgh Festival Fringe ran from 1 to 25 August 2025.
const fringe2025: DateRange<Dayjs> = [dayjs('2025-08-01'), dayjs('2025-08-25')];

export default function ResponsiveDateRangePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DesktopDateRangePicker label="Desktop variant" defaultValue={fringe2025} />
        <MobileDateRangePicker label="Mobile variant" defaultValue={fringe2025} />
        <DateRangePicker label="Responsive variant" defaultValue={fringe2025} />
      </Stack>
      <Typography component="p" variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        Static variant
      </Typography>
      <StaticDateRangePicker
        defaultValue={fringe2025}
        calendars={1}
        sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
