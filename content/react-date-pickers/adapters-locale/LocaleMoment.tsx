import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { type Moment } from 'moment';
import 'moment/locale/de.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Loading a Moment locale also makes it Moment's global locale. Put English back,
// and choose the locale per provider with adapterLocale.
moment.locale('en');

export default function LocaleMoment() {
  const [value, setValue] = React.useState<Moment | null>(moment('2025-10-03T14:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="de">
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DateTimePicker label="Moment, de" value={value} onChange={setValue} />
        <Typography variant="body2">
          {value?.clone().locale('de').format('LLLL') ?? '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
