import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Only the time of day of minTime counts: its date is ignored.
const firstTeeTime = dayjs('2025-01-01T07:30');

export default function MinTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [reported, setReported] = React.useState<TimeValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <TimePicker
          label="Tee time"
          minTime={firstTeeTime}
          defaultValue={dayjs('2025-06-21T08:10')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'minTime' ? 'The first tee time is 7:30 AM' : 'From 7:30 AM',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
