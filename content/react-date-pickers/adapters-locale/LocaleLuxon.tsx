import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LocaleLuxon() {
  const [value, setValue] = React.useState<DateTime | null>(DateTime.fromISO('2025-10-03T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateTimePicker label="Luxon, de" value={value} onChange={setValue} />
        <Typography variant="body2">
          {value?.setLocale('de').toFormat('cccc, d. LLLL yyyy, HH:mm') ?? '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
