import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarOutsideDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* February 2026 fits in four weeks; six keep the height constant. */}
      <DateCalendar
        defaultValue={dayjs('2026-02-12')}
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
      />
    </LocalizationProvider>
  );
}
