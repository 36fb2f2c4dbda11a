import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarRangePosition() {
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={rangePosition}
          aria-label="Next click sets"
          onChange={(_event, next: RangePosition | null) => {
            if (next) setRangePosition(next);
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="start">Next click sets the start</ToggleButton>
          <ToggleButton value="end">Next click sets the end</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-01-20'), dayjs('2025-01-24')]}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
      </Stack>
    </LocalizationProvider>
  );
}
