import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerCalendarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sprint review"
        defaultValue={dayjs('2025-02-14')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        // Two-letter weekday names instead of one letter.
        dayOfWeekFormatter={(weekday) => weekday.format('dd')}
      />
    </LocalizationProvider>
  );
}
