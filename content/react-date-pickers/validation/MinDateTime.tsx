import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Ticket sales open on 4 June 2025 at 10:00.
const salesOpen = dayjs('2025-06-04T10:00');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Sales open on 4 June',
  minTime: 'Sales open at 10:00 on 4 June',
};

export default function MinDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const [reported, setReported] = React.useState<DateTimeValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Reminder"
          ampm={false}
          minDateTime={salesOpen}
          defaultValue={dayjs('2025-06-04T10:00')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText: (error && messages[error]) ?? 'From 4 June 2025, 10:00',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
