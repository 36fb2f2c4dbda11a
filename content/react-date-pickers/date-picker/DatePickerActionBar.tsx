import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2025-03-31')}
        // Keep the popup open after a click on a day, until OK or Cancel.
        closeOnSelect={false}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
