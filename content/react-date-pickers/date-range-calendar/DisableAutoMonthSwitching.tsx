import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// The Atlantic hurricane season runs from 1 June to 30 November (NOAA).
export default function DisableAutoMonthSwitching() {
  const [disableAutoMonthSwitching, setDisableAutoMonthSwitching] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={disableAutoMonthSwitching}
              onChange={(event) => setDisableAutoMonthSwitching(event.target.checked)}
            />
          }
          label="disableAutoMonthSwitching"
        />
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-06-01'), dayjs('2025-11-30')]}
          disableAutoMonthSwitching={disableAutoMonthSwitching}
        />
      </Stack>
    </LocalizationProvider>
  );
}
