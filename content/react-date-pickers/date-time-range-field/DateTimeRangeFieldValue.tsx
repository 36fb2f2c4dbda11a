import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Apollo 11: launch on 16 July 1969 at 09:32 and splashdown on 24 July at 12:50 (Eastern Time, NASA).
const apollo11: DateRange<Dayjs> = [dayjs('1969-07-16T09:32'), dayjs('1969-07-24T12:50')];

function describeMission([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) return 'Incomplete range';
  if (end.isBefore(start)) return 'The end comes before the start';
  const hours = end.diff(start, 'hour');
  return `Mission length: ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export default function DateTimeRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(apollo11);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField label="Uncontrolled" defaultValue={apollo11} />
        <SingleInputDateTimeRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">{describeMission(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
