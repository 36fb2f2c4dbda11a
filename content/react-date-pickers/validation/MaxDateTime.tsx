import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Self-assessment tax returns for 2023–24 were due online by 31 January 2025, 23:59 (HMRC).
const deadline = dayjs('2025-01-31T23:59');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  maxDate: 'After the 31 January deadline',
  maxTime: 'After 23:59 on 31 January',
};

export default function MaxDateTime() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const [reported, setReported] = React.useState<DateTimeValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Filed at"
          ampm={false}
          maxDateTime={deadline}
          defaultValue={dayjs('2025-01-31T22:15')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText: (error && messages[error]) ?? 'On time until 31 January 2025, 23:59',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
