import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ClearableFields() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2025-11-30'));
  const [cleared, setCleared] = React.useState<string[]>([]);
  const log = (what: string) => setCleared((previous) => [...previous, what].slice(-3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* On a field, clearable is a prop of its own. */}
        <DateField
          label="Deadline"
          value={deadline}
          onChange={setDeadline}
          clearable
          onClear={() => log('Deadline')}
        />
        {/* On a picker, it goes to the field slot. */}
        <TimePicker
          label="Reminder"
          defaultValue={dayjs('2025-11-30T08:00')}
          slotProps={{ field: { clearable: true, onClear: () => log('Reminder') } }}
        />
        <Typography variant="body2">
          Cleared: {cleared.length ? cleared.join(', ') : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
