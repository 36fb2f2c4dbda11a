import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Ferry crossings run on Tuesdays, Thursdays and Saturdays, until 30 April 2025.
const sails = (day: Dayjs) => [2, 4, 6].includes(day.day());

export default function ValidationInView() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-04-17')}
        maxDate={dayjs('2025-04-30')}
        shouldDisableDate={(day) => !sails(day)}
      />
    </LocalizationProvider>
  );
}
