import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

export default function DateTimePickerOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Rescheduling on the same day: start on the hours. */}
      <MobileDateTimePicker
        label="Move the call to"
        openTo="hours"
        defaultValue={dayjs('2025-04-09T15:00')}
      />
    </LocalizationProvider>
  );
}
