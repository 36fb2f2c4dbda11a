import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

// A tennis court bookable by the hour from 07:00 to 22:00.
const firstSlot = dayjs('2025-07-05T07:00');
const lastSlot = dayjs('2025-07-05T21:00');

export default function DateTimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        {/* 24 whole hours: at the default threshold of 24, one list. */}
        <DesktopDateTimePicker
          label="Court booking"
          timeSteps={{ minutes: 60 }}
          minTime={firstSlot}
          maxTime={lastSlot}
          skipDisabled
          defaultValue={dayjs('2025-07-05T18:00')}
        />
        {/* Ten-minute steps, in columns. */}
        <DesktopDateTimePicker
          label="Ten-minute steps"
          timeSteps={{ minutes: 10 }}
          defaultValue={dayjs('2025-07-05T18:10')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
