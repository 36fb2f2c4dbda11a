import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A birth date is usually decades away: start on the years. */}
      <DatePicker
        label="Date of birth"
        openTo="year"
        views={['year', 'month', 'day']}
        referenceDate={dayjs('1990-01-01')}
        maxDate={dayjs('2009-12-31')}
      />
    </LocalizationProvider>
  );
}
