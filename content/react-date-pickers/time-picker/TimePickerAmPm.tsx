import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const departure = dayjs('2025-03-14T17:40');

export default function TimePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 280 }}>
        <TimePicker label="Locale default" defaultValue={departure} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={departure} />
        <TimePicker label="12-hour clock" ampm defaultValue={departure} />
        {/* On mobile, AM/PM sits in the toolbar unless ampmInClock is set. */}
        <MobileTimePicker label="AM/PM in the clock" ampmInClock defaultValue={departure} />
      </Stack>
    </LocalizationProvider>
  );
}
