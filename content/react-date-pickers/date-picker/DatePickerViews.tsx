import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const reference = dayjs('2025-04-01');

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker label="Vintage" views={['year']} referenceDate={reference} />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          format="MM/YY"
          referenceDate={reference}
        />
        <DatePicker
          label="Year, then month, then day"
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={reference}
        />
        <DatePicker label="Day only" views={['day']} referenceDate={reference} />
      </Stack>
    </LocalizationProvider>
  );
}
