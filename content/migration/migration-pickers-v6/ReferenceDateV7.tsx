import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ReferenceDateV7() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Delivery date"
          // Replaces defaultCalendarMonth: the month shown while there is no value
          referenceDate={dayjs('2025-09-01')}
          // Receives the date object of each weekday instead of a string
          dayOfWeekFormatter={(day) => `${dayjs(day).format('dd')}.`}
          slotProps={{ calendarHeader: { format: 'MM/YYYY' } }}
        />
        <TimePicker
          label="Pick-up time (from 9 AM)"
          // Replaces shouldDisableClock: receives a date object
          shouldDisableTime={(value, view) =>
            view === 'hours' && dayjs(value).hour() < 9
          }
        />
      </Stack>
    </LocalizationProvider>
  );
}
