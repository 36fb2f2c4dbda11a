import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The first and last day of the 2024 Paris Olympic Games.
const olympics: DateRange<Dayjs> = [dayjs('2024-07-26'), dayjs('2024-08-11')];

export default function DateRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(olympics);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField label="Uncontrolled" defaultValue={olympics} />
        <SingleInputDateRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" component="div">
          start: {start?.isValid() ? start.format('YYYY-MM-DD') : String(start)}
          <br />
          end: {end?.isValid() ? end.format('YYYY-MM-DD') : String(end)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
