import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Same-day delivery: orders must be in by 14:00.
const cutOff = dayjs('2025-01-01T14:00');

export default function MaxTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [reported, setReported] = React.useState<TimeValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <TimeField
          label="Order placed at"
          ampm={false}
          maxTime={cutOff}
          defaultValue={dayjs('2025-06-21T13:45')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          helperText={
            error === 'maxTime' ? 'Too late for same-day delivery' : 'Same day if placed by 14:00'
          }
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
