import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Hiring a van at €14 an hour, billed per started hour.
const HOURLY_RATE = 14;

function quote([pickUp, dropOff]: DateRange<Dayjs>) {
  if (!pickUp?.isValid() || !dropOff?.isValid()) return 'Choose when you pick up and return the van.';
  const hours = Math.ceil(dropOff.diff(pickUp, 'minute') / 60);
  if (hours <= 0) return 'The return must come after the pick-up.';
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}: €${hours * HOURLY_RATE}`;
}

export default function DateTimeRangePickerValue() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-05T09:00'),
    dayjs('2025-09-06T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          label="Uncontrolled"
          defaultValue={[dayjs('2025-09-05T09:00'), dayjs('2025-09-06T17:30')]}
        />
        <DateTimeRangePicker
          label="Controlled"
          value={rental}
          onChange={(newValue) => setRental(newValue)}
        />
        <Typography variant="body2">{quote(rental)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
