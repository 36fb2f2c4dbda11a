import * as React from 'react';
import ListSubheader from '@mui/material/ListSubheader';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Day of the month of each full moon in 2025, January to December, in UTC
// (US Naval Observatory, phases of the Moon).
const fullMoonDays = [13, 12, 14, 13, 12, 11, 10, 9, 7, 7, 5, 4];

const items: PickersShortcutsItem<Dayjs | null>[] = fullMoonDays.map((day, month) => {
  const date = dayjs('2025-01-01').month(month).date(day);
  return { label: date.format('D MMMM'), getValue: () => date };
});

export default function ShortcutsListProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="portrait"
        defaultValue={dayjs('2025-09-07')}
        slotProps={{
          shortcuts: {
            items,
            // Any List prop works here. A sticky subheader stays in view as the list scrolls.
            subheader: <ListSubheader>Full moons</ListSubheader>,
            // This sx replaces the list's own, so it repeats the height limit and the scrolling.
            sx: { maxHeight: 336, overflow: 'auto', minWidth: 150 },
          },
          toolbar: { hidden: true },
          actionBar: { actions: [] },
        }}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
