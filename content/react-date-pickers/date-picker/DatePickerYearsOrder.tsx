import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Graduation year"
        views={['year']}
        yearsOrder="desc"
        yearsPerRow={3}
        minDate={dayjs('1960-01-01')}
        maxDate={dayjs('2025-12-31')}
        defaultValue={dayjs('2012-06-01')}
      />
    </LocalizationProvider>
  );
}
