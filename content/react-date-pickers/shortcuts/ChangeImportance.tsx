import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { PickerChangeImportance } from '@mui/x-date-pickers/models';

// First days of Full Term, University of Oxford, 2025–26 (ox.ac.uk).
const terms: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Michaelmas term', getValue: () => dayjs('2025-10-12') },
  { label: 'Hilary term', getValue: () => dayjs('2026-01-18') },
  { label: 'Trinity term', getValue: () => dayjs('2026-04-26') },
];

export default function ChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('accept');
  const [events, setEvents] = React.useState<string[]>([]);
  const log = (entry: string) => setEvents((previous) => [entry, ...previous].slice(0, 4));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="changeImportance"
          value={importance}
          onChange={(_, next: PickerChangeImportance | null) => next && setImportance(next)}
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DatePicker
          label="Term starts"
          referenceDate={dayjs('2025-10-01')}
          onChange={(value) => log(`onChange ${value?.format('YYYY-MM-DD') ?? 'null'}`)}
          onAccept={(value) => log(`onAccept ${value?.format('YYYY-MM-DD') ?? 'null'}`)}
          onClose={() => log('onClose')}
          // Stays open after a day is picked, with Cancel and OK: what 'set' leaves the reader to do.
          closeOnSelect={false}
          slotProps={{ shortcuts: { items: terms, changeImportance: importance } }}
        />
        <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {events.length ? events.map((event, index) => <div key={index}>{event}</div>) : 'No events yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
