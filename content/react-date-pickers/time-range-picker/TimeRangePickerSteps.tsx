import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const referenceDate = dayjs('2025-06-12T09:00');

export default function TimeRangePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        {/* 1,440 minutes / 30 = 48 options: at or below the threshold, one column. */}
        <TimeRangePicker
          label="Half-hour slots, one list"
          referenceDate={referenceDate}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          // In one-list mode the default field format shows hours only.
          format="hh:mm a"
        />
        {/* 24-hour clock, hours and minutes in 15-minute steps, in columns. */}
        <TimeRangePicker
          label="24-hour, quarter hours"
          referenceDate={referenceDate}
          ampm={false}
          timeSteps={{ minutes: 15 }}
        />
        <TimeRangePicker
          label="With seconds"
          referenceDate={referenceDate}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 10 }}
          // On a 12-hour clock, the default field format leaves the seconds out.
          format="hh:mm:ss a"
        />
      </Stack>
    </LocalizationProvider>
  );
}
