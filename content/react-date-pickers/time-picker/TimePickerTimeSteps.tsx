import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const slot = dayjs('2025-03-14T10:30');

export default function TimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 280 }}>
        {/* Quarter hours in the minutes column. */}
        <DesktopTimePicker
          label="Every 15 minutes"
          timeSteps={{ minutes: 15 }}
          defaultValue={slot}
        />
        {/* 48 half-hour options fit under the threshold: one scrolling list. */}
        <DesktopTimePicker
          label="One list of half hours"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={slot}
        />
        {/* minutesStep validates: 10:32 is typed fine but flagged as an error. */}
        <DesktopTimePicker
          label="Multiples of 5 minutes"
          minutesStep={5}
          defaultValue={slot}
        />
      </Stack>
    </LocalizationProvider>
  );
}
