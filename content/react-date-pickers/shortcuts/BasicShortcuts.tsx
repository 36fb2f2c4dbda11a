import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// The first Monday after the given day: tomorrow on a Sunday, a week later on a Monday.
const nextMonday = (from: Dayjs) => from.add(7 - ((from.day() + 6) % 7), 'day');

// getValue runs when the popup renders, in the browser, so "today" is the reader's today.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs().startOf('day') },
  { label: 'Tomorrow', getValue: () => dayjs().startOf('day').add(1, 'day') },
  {
    label: 'Next Monday',
    getValue: () => nextMonday(dayjs().startOf('day')),
  },
  { label: 'In two weeks', getValue: () => dayjs().startOf('day').add(2, 'week') },
  { label: 'No date', getValue: () => null },
];

export default function BasicShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Follow up on"
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ width: 260, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
