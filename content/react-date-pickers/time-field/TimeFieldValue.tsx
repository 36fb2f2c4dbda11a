import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const departure = dayjs('2025-03-14T08:01');

export default function TimeFieldValue() {
  const [time, setTime] = React.useState<Dayjs | null>(departure);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Uncontrolled" defaultValue={departure} />
        <Stack spacing={1}>
          <TimeField label="Controlled" value={time} onChange={setTime} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(time)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
