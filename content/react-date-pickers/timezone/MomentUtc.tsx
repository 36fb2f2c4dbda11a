import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment-timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// ISRO: Chandrayaan-3's Vikram lander touched down near the Moon's south pole at 18:04 IST
// on 23 August 2023, 12:34 UTC.
const touchdown = moment.utc('2023-08-23T12:34:00Z');

export default function MomentUtc() {
  const [value, setValue] = React.useState<Moment | null>(touchdown);

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="UTC (the value's zone)"
          ampm={false}
          value={value}
          onChange={setValue}
        />
        <DateTimePicker
          label="Bengaluru mission control"
          timezone="Asia/Kolkata"
          ampm={false}
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2" component="div">
          format(): <code>{value?.format() ?? 'null'}</code>
          <br />
          isUTC(): <code>{String(value?.isUTC() ?? false)}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
