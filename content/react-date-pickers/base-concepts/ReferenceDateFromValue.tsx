import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Tokyo 2020: the opening ceremony was first set for 24 July 2020 at 20:00 Tokyo time, and
// after the postponement it was held on 23 July 2021, at the same hour (IOC).
const firstSchedule = dayjs('2020-07-24T20:00');

function show(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value);
}

export default function ReferenceDateFromValue() {
  const [ceremony, setCeremony] = React.useState<Dayjs | null>(firstSchedule);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
        {/* While there is a value, it is the reference: a new day keeps 20:00.
            Once it is cleared, referenceDate takes over: July 2021 and 09:00. */}
        <DateTimePicker
          label="Opening ceremony"
          value={ceremony}
          onChange={setCeremony}
          referenceDate={dayjs('2021-07-01T09:00')}
        />
        <Typography variant="body2">value: {show(ceremony)}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => setCeremony(null)}>
            Clear
          </Button>
          <Button variant="outlined" size="small" onClick={() => setCeremony(firstSchedule)}>
            First schedule
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
