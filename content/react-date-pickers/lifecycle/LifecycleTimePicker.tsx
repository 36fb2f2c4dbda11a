import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { EventLog, useEventLog } from './EventLog';
import { formatValue } from './format-value';

export default function LifecycleTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14T09:30'));
  const { entries, log, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <DesktopTimePicker
          label="Desktop time"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            log('onChange', formatValue(newValue, 'HH:mm'));
          }}
          onAccept={(newValue) => log('onAccept', formatValue(newValue, 'HH:mm'))}
          onOpen={() => log('onOpen')}
          onClose={() => log('onClose')}
          sx={{ width: 240, flexShrink: 0 }}
        />
        <EventLog entries={entries} onClear={clear} />
      </Stack>
    </LocalizationProvider>
  );
}
