import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-01-08')}
        displayWeekNumber
        // "Mo", "Tu"… instead of single letters, which repeat in English.
        dayOfWeekFormatter={(weekday) => weekday.format('dd')}
        // The default grey of week numbers is below 4.5:1 on white.
        sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
