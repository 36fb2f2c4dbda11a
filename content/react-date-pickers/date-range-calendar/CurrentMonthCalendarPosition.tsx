import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Sales figures exist up to the end of the last closed month.
const lastClosedDay = dayjs('2025-05-31');

export default function CurrentMonthCalendarPosition() {
  const [onTheRight, setOnTheRight] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={onTheRight}
              onChange={(event) => setOnTheRight(event.target.checked)}
            />
          }
          label="currentMonthCalendarPosition={2}"
        />
        <Box sx={{ overflowX: 'auto' }}>
          <DateRangeCalendar
            currentMonthCalendarPosition={onTheRight ? 2 : 1}
            maxDate={lastClosedDay}
            referenceDate={lastClosedDay}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
