import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Doors open', end: 'Last entry' }}
        defaultValue={[dayjs('2025-06-12T19:00'), dayjs('2025-06-12T22:30')]}
      />
    </LocalizationProvider>
  );
}
