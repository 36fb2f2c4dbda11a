import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarValue() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-04-23'));
  const [lastChange, setLastChange] = React.useState('none yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <DateCalendar
          value={day}
          onChange={(newValue, selectionState) => {
            setDay(newValue);
            setLastChange(selectionState ?? 'undefined');
          }}
          sx={{ m: 0 }}
        />
        <Stack spacing={1} sx={{ pt: 2 }}>
          <Typography variant="body2">
            value: <strong>{day ? day.format('ddd D MMMM YYYY') : 'null'}</strong>
          </Typography>
          <Typography variant="body2">last selectionState: {lastChange}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
