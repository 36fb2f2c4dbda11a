import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// New York Stock Exchange core trading session, Eastern Time.
const session: DateRange<Dayjs> = [dayjs('2025-06-12T09:30'), dayjs('2025-06-12T16:00')];

export default function TimeRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(session);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField label="Uncontrolled" defaultValue={session} />
        <SingleInputTimeRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" component="div">
          {value
            .map((time) => (time?.isValid() ? time.format('YYYY-MM-DD HH:mm') : String(time)))
            .join(' → ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
