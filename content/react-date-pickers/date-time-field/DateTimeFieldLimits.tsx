import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Submissions open on 1 March 2025 at 09:00 and close on 31 March 2025 at 17:00.
const opens = dayjs('2025-03-01T09:00');
const closes = dayjs('2025-03-31T17:00');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Submissions open on 1 March',
  minTime: 'Submissions open at 09:00 on 1 March',
  maxDate: 'Submissions close on 31 March',
  maxTime: 'Submissions close at 17:00 on 31 March',
  invalidDate: 'Not a valid date and time',
};

export default function DateTimeFieldLimits() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Submitted at"
        ampm={false}
        minDateTime={opens}
        maxDateTime={closes}
        defaultValue={dayjs('2025-03-31T16:45')}
        onError={setError}
        helperText={
          error ? `${messages[error] ?? error} (error: ${error})` : '1 March 09:00 – 31 March 17:00'
        }
        sx={{ width: 320, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
