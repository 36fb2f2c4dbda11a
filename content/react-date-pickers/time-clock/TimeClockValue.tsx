import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockValue() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-03-14T16:20'));
  const [state, setState] = React.useState('none yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TimeClock
          value={time}
          onChange={(newValue, selectionState) => {
            setTime(newValue);
            setState(selectionState ?? 'undefined');
          }}
        />
        <Stack spacing={1} sx={{ pt: 2 }}>
          <Typography variant="body2">
            value: <strong>{time ? time.format('HH:mm') : 'null'}</strong>
          </Typography>
          <Typography variant="body2">last selectionState: {state}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
