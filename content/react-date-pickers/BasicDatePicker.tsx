import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BasicDatePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2025-09-14'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <DatePicker
          label="Departure"
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <Typography variant="body2">
          {departure?.isValid()
            ? `Flight leaves on ${departure.format('dddd, D MMMM YYYY')}.`
            : 'Pick a departure date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
