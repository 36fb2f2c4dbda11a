import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The first Moon landing: Apollo 11 touched down on 20 July 1969.
const landing = dayjs('1969-07-20');

export default function DatePickerFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker label="ISO 8601" format="YYYY-MM-DD" defaultValue={landing} />
        <DatePicker label="Day first" format="DD/MM/YYYY" defaultValue={landing} />
        <DatePicker label="Month name" format="D MMMM YYYY" defaultValue={landing} />
        <DatePicker label="With weekday" format="ddd, MMM D, YYYY" defaultValue={landing} />
      </Stack>
    </LocalizationProvider>
  );
}
