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

export default function DateTimeRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(apollo11);
  const [start, end] = value;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 440 }}>
        <SingleInputDateTimeRangeField label="Uncontrolled" defaultValue={apollo11} />
        <SingleInputDateTimeRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          {hours === null ? 'Incomplete range' : `Mission length: ${hours} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
