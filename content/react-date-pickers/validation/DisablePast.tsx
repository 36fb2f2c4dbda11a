import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

export default function DisablePast() {
  const [dateError, setDateError] = React.useState<DateValidationError>(null);
  const [dateReported, setDateReported] = React.useState<DateValidationError | undefined>();
  const [momentError, setMomentError] = React.useState<DateTimeValidationError>(null);
  const [momentReported, setMomentReported] = React.useState<
    DateTimeValidationError | undefined
  >();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
          {/* Compares days: today is allowed. */}
          <DatePicker
            label="Delivery day"
            disablePast
            onError={setDateError}
            onChange={(_, context) => setDateReported(context.validationError)}
            slotProps={{
              textField: {
                helperText: dateError === 'disablePast' ? 'That day has passed' : 'Today or later',
              },
            }}
          />
          <ValidationReport onErrorValue={dateError} contextValue={dateReported} />
        </Stack>
        <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
          {/* Compares moments: earlier today is already the past. */}
          <DateTimePicker
            label="Send the reminder at"
            disablePast
            onError={setMomentError}
            onChange={(_, context) => setMomentReported(context.validationError)}
            slotProps={{
              textField: {
                helperText:
                  momentError === 'disablePast' ? 'That moment has passed' : 'Any time from now on',
              },
            }}
          />
          <ValidationReport onErrorValue={momentError} contextValue={momentReported} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
