import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Total solar eclipse of 12 August 2026: maximum over Spain around 20:30 local time (NASA).
const eclipse = dayjs('2026-08-12T20:30');

export default function DateTimeFieldValue() {
  const [moment, setMoment] = React.useState<Dayjs | null>(eclipse);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimeField label="Uncontrolled" defaultValue={eclipse} />
        <Stack spacing={1}>
          <DateTimeField label="Controlled" value={moment} onChange={setMoment} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {moment?.isValid() ? moment.format('YYYY-MM-DDTHH:mm') : String(moment)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
