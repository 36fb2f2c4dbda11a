import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  return (
    // In an app, put LocalizationProvider once, near the root.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Check-in" defaultValue={dayjs('2025-07-04')} />
    </LocalizationProvider>
  );
}
