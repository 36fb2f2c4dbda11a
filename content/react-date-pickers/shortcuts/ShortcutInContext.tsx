import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Solstices and equinoxes of 2025, UTC dates (US Naval Observatory).
const seasons: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'march-equinox', label: 'March equinox', getValue: () => dayjs('2025-03-20') },
  { id: 'june-solstice', label: 'June solstice', getValue: () => dayjs('2025-06-21') },
  { id: 'september-equinox', label: 'September equinox', getValue: () => dayjs('2025-09-22') },
  { id: 'december-solstice', label: 'December solstice', getValue: () => dayjs('2025-12-21') },
];

export default function ShortcutInContext() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-21'));
  const [source, setSource] = React.useState('the initial value');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Observation day"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setSource(
              context.shortcut
                ? `the shortcut “${context.shortcut.label}” (id ${context.shortcut.id})`
                : 'the field or the calendar',
            );
          }}
          slotProps={{ shortcuts: { items: seasons } }}
        />
        <Typography variant="body2">Last change came from {source}.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
