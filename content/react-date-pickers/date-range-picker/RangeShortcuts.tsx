import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps this page identical on the server and in the browser.
// In an app, start from dayjs() instead.
const today = dayjs('2025-06-12');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week')],
  },
  {
    label: 'Last week',
    getValue: () => {
      const lastWeek = today.subtract(7, 'day');
      return [lastWeek.startOf('week'), lastWeek.endOf('week')];
    },
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Last 30 days', getValue: () => [today.subtract(29, 'day'), today] },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month')],
  },
  {
    label: 'Next month',
    getValue: () => {
      const nextMonth = today.add(1, 'month');
      return [nextMonth.startOf('month'), nextMonth.endOf('month')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        referenceDate={today}
        calendars={1}
        slotProps={{
          shortcuts: { items: shortcuts },
          actionBar: { actions: [] },
        }}
        sx={{ maxWidth: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
