import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const logged = dayjs('2025-06-30T23:59:58');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DateTimePicker
          label="With seconds"
          views={['year', 'day', 'hours', 'minutes', 'seconds']}
          defaultValue={logged}
        />
        <DateTimePicker
          label="Day and hour"
          views={['day', 'hours']}
          defaultValue={dayjs('2025-06-30T14:00')}
        />
        <DateTimePicker
          label="Year, month, day, hours, minutes"
          views={['year', 'month', 'day', 'hours', 'minutes']}
          defaultValue={dayjs('2025-06-30T14:45')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
