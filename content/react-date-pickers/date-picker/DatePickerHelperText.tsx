import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Passport expiry"
        referenceDate={dayjs('2030-01-01')}
        slotProps={{
          textField: { helperText: 'As printed on the photo page, MM/DD/YYYY' },
        }}
      />
    </LocalizationProvider>
  );
}
