import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment-timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Sydney's New Year's Eve midnight fireworks: 00:00 on 1 January 2026 in Sydney, 13:00 UTC the day before.
const midnightFireworks = moment.tz('2026-01-01T00:00', 'Australia/Sydney');

export default function MomentZones() {
  const [value, setValue] = React.useState<Moment | null>(midnightFireworks);

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Sydney (the value's zone)" value={value} onChange={setValue} />
        <DateTimePicker label="London" timezone="Europe/London" value={value} onChange={setValue} />
        <Typography variant="body2">
          <code>{value?.format() ?? 'null'}</code> ({value?.tz() ?? 'no zone'})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
