import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

const appointment = dayjs('2025-05-14T09:30');

export default function ActionBarDefaultsV8() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDateTimePicker
          label="v8 default: Cancel and OK"
          defaultValue={appointment}
        />
        <DesktopDateTimePicker
          label="v7 style: closes on select"
          defaultValue={appointment}
          closeOnSelect
        />
      </Stack>
    </LocalizationProvider>
  );
}
