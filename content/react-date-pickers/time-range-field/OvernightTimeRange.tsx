import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Puts the end on the start's day, or on the next day when its time comes
// earlier: 22:00 to 06:00 is then an eight-hour night, not an invalid range.
function allowOvernight([start, end]: DateRange<Dayjs>): DateRange<Dayjs> {
  if (!start?.isValid() || !end?.isValid()) return [start, end];
  const sameDay = end.year(start.year()).month(start.month()).date(start.date());
  return [start, sameDay.isBefore(start) ? sameDay.add(1, 'day') : sameDay];
}

export default function OvernightTimeRange() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>(
    allowOvernight([dayjs('2025-06-12T22:00'), dayjs('2025-06-12T06:00')]),
  );
  const [start, end] = shift;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField
          label="Night shift"
          value={shift}
          onChange={(newValue) => setShift(allowOvernight(newValue))}
          ampm={false}
        />
        <Typography variant="body2">
          {start?.isValid() && end?.isValid()
            ? `${start.format('ddd HH:mm')} → ${end.format('ddd HH:mm')}, ${end.diff(start, 'minute') / 60} h`
            : 'Enter both times.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
