import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

export default function TimePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The hour is almost always right; readers come to adjust the minutes. */}
      <MobileTimePicker
        label="Reminder"
        openTo="minutes"
        defaultValue={dayjs('2025-03-14T08:15')}
      />
    </LocalizationProvider>
  );
}
