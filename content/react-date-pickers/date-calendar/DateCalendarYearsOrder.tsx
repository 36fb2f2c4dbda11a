import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        openTo="year"
        yearsOrder="desc"
        yearsPerRow={4}
        minDate={dayjs('1950-01-01')}
        maxDate={dayjs('2025-12-31')}
        defaultValue={dayjs('1998-05-14')}
      />
    </LocalizationProvider>
  );
}
