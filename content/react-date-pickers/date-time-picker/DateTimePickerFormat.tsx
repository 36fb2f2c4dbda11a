import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const lecture = dayjs('2025-10-07T16:15');

export default function DateTimePickerFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="24-hour clock" ampm={false} defaultValue={lecture} />
        <DateTimePicker
          label="Custom format"
          format="ddd D MMM YYYY, HH:mm"
          ampm={false}
          defaultValue={lecture}
        />
      </Stack>
    </LocalizationProvider>
  );
}
