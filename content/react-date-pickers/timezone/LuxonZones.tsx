import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The Tokyo Stock Exchange opens at 09:00 Japan time: 00:00 UTC.
const tseOpen = DateTime.fromISO('2025-06-12T09:00', { zone: 'Asia/Tokyo' });

export default function LuxonZones() {
  const [value, setValue] = React.useState<DateTime | null>(tseOpen);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Tokyo (the value's zone)" value={value} onChange={setValue} />
        <DateTimePicker label="UTC" timezone="UTC" value={value} onChange={setValue} />
        <Typography variant="body2">
          <code>{value?.toISO() ?? 'null'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
