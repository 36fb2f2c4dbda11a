import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function shiftLength([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'Set both times.';
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) return 'The shift must end after it starts.';
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangePickerValue() {
  // A date is needed to build the values; only the time is shown.
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-12T08:30'),
    dayjs('2025-06-12T17:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <TimeRangePicker
          label="Uncontrolled"
          defaultValue={[dayjs('2025-06-12T08:30'), dayjs('2025-06-12T17:00')]}
        />
        <TimeRangePicker
          label="Controlled"
          value={shift}
          onChange={(newValue) => setShift(newValue)}
        />
        <Typography variant="body2">Shift length: {shiftLength(shift)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
