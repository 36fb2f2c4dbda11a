import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldKeepsTime() {
  // The value carries a time that the field does not show.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs('2025-08-22T06:55'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateField label="Departure day" value={departure} onChange={setDeparture} />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {departure?.isValid() ? departure.format('YYYY-MM-DD HH:mm') : String(departure)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
