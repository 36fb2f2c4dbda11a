import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The Eurovision Song Contest 2025 grand final began in Basel at 21:00 local time on 17 May.
const grandFinal = dayjs('2025-05-17T21:00');

export default function DateTimePickerValue() {
  const [start, setStart] = React.useState<Dayjs | null>(grandFinal);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker label="Uncontrolled" defaultValue={grandFinal} />
        <Stack spacing={1}>
          <DateTimePicker label="Controlled" value={start} onChange={setStart} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {start?.isValid() ? start.format('YYYY-MM-DDTHH:mm') : String(start)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
