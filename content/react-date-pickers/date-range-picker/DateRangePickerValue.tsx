import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describeStay([checkIn, checkOut]: DateRange<Dayjs>) {
  if (!checkIn?.isValid() || !checkOut?.isValid()) return 'Choose both dates.';
  const nights = checkOut.diff(checkIn, 'day');
  if (nights <= 0) return 'Check-out must come after check-in.';
  return `${nights} ${nights === 1 ? 'night' : 'nights'}, ${checkIn.format('ddd D MMM')} to ${checkOut.format('ddd D MMM YYYY')}`;
}

export default function DateRangePickerValue() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-10-03'),
    dayjs('2025-10-07'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Uncontrolled"
          defaultValue={[dayjs('2025-10-03'), dayjs('2025-10-07')]}
        />
        <DateRangePicker
          label="Controlled"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2">Hotel in Porto: {describeStay(stay)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
