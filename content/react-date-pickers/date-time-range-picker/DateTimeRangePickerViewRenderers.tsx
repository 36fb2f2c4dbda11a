import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';

const referenceDate = dayjs('2025-03-03T09:00');

export default function DateTimeRangePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker label="Default: columns" referenceDate={referenceDate} />
        <DateTimeRangePicker
          label="One list of times"
          referenceDate={referenceDate}
          timeSteps={{ minutes: 30 }}
          viewRenderers={{ hours: renderDigitalClockTimeView }}
        />
        <DateTimeRangePicker
          label="Dates only in the popup"
          referenceDate={referenceDate}
          viewRenderers={{ hours: null, minutes: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
