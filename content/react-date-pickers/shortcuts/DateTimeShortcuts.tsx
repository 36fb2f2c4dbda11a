import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Relative to the moment the popup opens; minutes rounded up to the next quarter hour.
const nextQuarter = (from: Dayjs) =>
  from.add(15 - (from.minute() % 15), 'minute').startOf('minute');

// The first Monday after the given day: tomorrow on a Sunday, a week later on a Monday.
const nextMonday = (from: Dayjs) => from.add(7 - ((from.day() + 6) % 7), 'day');

const snoozes: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 1 hour', getValue: () => nextQuarter(dayjs().add(1, 'hour')) },
  { label: 'This evening, 18:00', getValue: () => dayjs().hour(18).startOf('hour') },
  {
    label: 'Tomorrow, 09:00',
    getValue: () => dayjs().add(1, 'day').hour(9).startOf('hour'),
  },
  {
    label: 'Next Monday, 09:00',
    getValue: () => nextMonday(dayjs()).hour(9).startOf('hour'),
  },
];

export default function DateTimeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Snooze until"
        ampm={false}
        disablePast
        slotProps={{ shortcuts: { items: snoozes } }}
        sx={{ width: 280, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
