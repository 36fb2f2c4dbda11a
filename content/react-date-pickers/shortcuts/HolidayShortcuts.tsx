import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { irishPublicHolidays2025 } from './irish-holidays';

// Fixed dates: the list is the same on the server and in the browser.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = irishPublicHolidays2025.map(
  ({ name, date }) => ({ id: date, label: name, getValue: () => dayjs(date) }),
);

export default function HolidayShortcuts() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-03-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          value={day}
          onChange={setDay}
          displayStaticWrapperAs="desktop"
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
