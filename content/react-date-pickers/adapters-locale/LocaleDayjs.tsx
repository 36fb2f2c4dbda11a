import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LocaleDayjs() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-03T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateTimePicker label="Day.js, de" value={value} onChange={setValue} />
        <Typography variant="body2">{value?.locale('de').format('dddd, D. MMMM YYYY, HH:mm') ?? '—'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
