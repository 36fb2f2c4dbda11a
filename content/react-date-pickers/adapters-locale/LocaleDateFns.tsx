import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LocaleDateFns() {
  // date-fns works on native Date objects; months count from 0.
  const [value, setValue] = React.useState<Date | null>(new Date(2025, 9, 3, 14, 30));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateTimePicker label="date-fns, de" value={value} onChange={setValue} />
        <Typography variant="body2">
          {value ? format(value, 'PPPPp', { locale: de }) : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
