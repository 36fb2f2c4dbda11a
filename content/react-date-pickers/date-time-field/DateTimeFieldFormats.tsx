import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const checkIn = dayjs('2025-09-19T15:00');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Locale default" defaultValue={checkIn} />
        <DateTimeField label="24-hour clock" ampm={false} defaultValue={checkIn} />
        <DateTimeField
          label="Day first"
          format="DD/MM/YYYY HH:mm"
          defaultValue={checkIn}
        />
        <DateTimeField
          label="Written out"
          format="dddd D MMMM YYYY [at] HH:mm"
          defaultValue={checkIn}
        />
      </Stack>
    </LocalizationProvider>
  );
}
