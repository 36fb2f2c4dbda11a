import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockLimits() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Appointments from 08:30 to 17:00, every 10 minutes. */}
      <TimeClock
        ampm={false}
        minTime={dayjs('2025-03-14T08:30')}
        maxTime={dayjs('2025-03-14T17:00')}
        minutesStep={10}
        defaultValue={dayjs('2025-03-14T11:40')}
      />
    </LocalizationProvider>
  );
}
