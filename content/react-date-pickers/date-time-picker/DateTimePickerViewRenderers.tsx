import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const tipOff = dayjs('2025-04-09T20:15');

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        {/* An analog clock beside the calendar, in place of the time columns. */}
        <DesktopDateTimePicker
          label="Analog clock"
          defaultValue={tipOff}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
        {/* A calendar for the day; the time is typed in the field. */}
        <DesktopDateTimePicker
          label="Calendar only"
          defaultValue={tipOff}
          viewRenderers={{ hours: null, minutes: null, seconds: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
