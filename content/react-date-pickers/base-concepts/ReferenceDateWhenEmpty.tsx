import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReferenceDateWhenEmpty() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        {/* No value and no referenceDate: the calendar opens on the closest
            allowed day to today, here the last day maxDate allows. */}
        <DatePicker
          label="Scanned before 2020"
          maxDate={dayjs('2019-12-31')}
          slotProps={{ textField: { helperText: 'Opens on December 2019' } }}
        />
        {/* An explicit referenceDate: the calendar opens on it. */}
        <DatePicker
          label="Festival day"
          referenceDate={dayjs('2025-08-01')}
          slotProps={{ textField: { helperText: 'Opens on August 2025' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
