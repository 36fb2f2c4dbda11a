import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Apollo 11's lunar module landed at 20:17 UTC on 20 July 1969 (NASA).
const landing = dayjs('1969-07-20T20:17');

export default function TimePickerValue() {
  const [time, setTime] = React.useState<Dayjs | null>(landing);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Uncontrolled" defaultValue={landing} />
        <Stack spacing={1}>
          <TimePicker label="Controlled" value={time} onChange={setTime} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(time)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
