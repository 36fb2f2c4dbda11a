import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

dayjs.extend(utc);
dayjs.extend(timezone);

// Paris 2024 organising committee: the Olympic opening ceremony set off along the Seine
// at 19:30 Paris time (CEST, UTC+2) on 26 July 2024.
const openingCeremony = dayjs.tz('2024-07-26T19:30', 'Europe/Paris');

function Readout({ value }: { value: Dayjs | null }) {
  // Day.js has no public getter for the zone name; the adapter knows where the plugin keeps it.
  const adapter = usePickerAdapter();
  if (!value?.isValid()) {
    return <Typography variant="body2">No valid value</Typography>;
  }
  return (
    <Typography variant="body2" component="div">
      Zone: <code>{adapter.getTimezone(value)}</code>
      <br />
      format(): <code>{value.format()}</code>
      <br />
      toISOString(): <code>{value.toISOString()}</code>
    </Typography>
  );
}

export default function DayjsNamedZone() {
  const [value, setValue] = React.useState<Dayjs | null>(openingCeremony);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Opening ceremony (Paris)"
          ampm={false}
          value={value}
          onChange={setValue}
        />
        <Readout value={value} />
      </Stack>
    </LocalizationProvider>
  );
}
