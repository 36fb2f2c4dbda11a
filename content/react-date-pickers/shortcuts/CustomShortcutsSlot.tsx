import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';

// Quarter ends of the 2025 calendar year.
const quarterEnds: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Q1', getValue: () => dayjs('2025-03-31') },
  { label: 'Q2', getValue: () => dayjs('2025-06-30') },
  { label: 'Q3', getValue: () => dayjs('2025-09-30') },
  { label: 'Q4', getValue: () => dayjs('2025-12-31') },
];

/** The same items as the default shortcuts, drawn as outlined buttons. */
function ShortcutButtons({
  items = [],
  changeImportance = 'accept',
  className, // places the slot in the picker's layout grid
}: PickersShortcutsProps<Dayjs | null>) {
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Box
      role="group"
      aria-label="Quarter ends"
      className={className}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}
    >
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <Button
            key={item.label}
            size="small"
            variant="outlined"
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance, shortcut: item })}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}

export default function CustomShortcutsSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-06-30')}
          slots={{ shortcuts: ShortcutButtons }}
          slotProps={{ shortcuts: { items: quarterEnds }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
