import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  // Disabled on Saturdays and Sundays: the picker checks each shortcut's value.
  { label: 'Today', getValue: () => dayjs().startOf('day') },
  // Always available: steps forward until the picker accepts the day.
  {
    label: 'Next working day',
    getValue: ({ isValid }) => {
      let day = dayjs().startOf('day').add(1, 'day');
      for (let tries = 0; tries < 14 && !isValid(day); tries += 1) {
        day = day.add(1, 'day');
      }
      return day;
    },
  },
  // Disabled: yesterday breaks disablePast.
  { label: 'Yesterday', getValue: () => dayjs().startOf('day').subtract(1, 'day') },
];

export default function ShortcutsValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Dispatch on"
        disablePast
        shouldDisableDate={isWeekend}
        slotProps={{ shortcuts: { items: shortcuts } }}
        sx={{ width: 260, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
