import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type CalendarCount = 1 | 2 | 3;

export default function DateRangeCalendarCalendars() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={calendars}
          aria-label="Months shown"
          onChange={(_event, next: CalendarCount | null) => {
            if (next) setCalendars(next);
          }}
          // One-digit buttons would be narrower than a fingertip target (24 px).
          sx={{ alignSelf: 'flex-start', '& .MuiToggleButton-root': { minWidth: 40 } }}
        >
          <ToggleButton value={1}>1</ToggleButton>
          <ToggleButton value={2}>2</ToggleButton>
          <ToggleButton value={3}>3</ToggleButton>
        </ToggleButtonGroup>
        {/* Three months are wider than a phone: let the row scroll instead of the page. */}
        <Box sx={{ overflowX: 'auto' }}>
          <DateRangeCalendar
            calendars={calendars}
            defaultValue={[dayjs('2025-07-14'), dayjs('2025-08-22')]}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
