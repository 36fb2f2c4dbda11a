import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function DateRangePickerCalendars() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(2);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={calendars}
          aria-label="Months shown"
          onChange={(_event, next: CalendarCount | null) => {
            if (next) setCalendars(next);
          }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangePicker
          label="Summer term"
          calendars={calendars}
          referenceDate={dayjs('2025-04-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
