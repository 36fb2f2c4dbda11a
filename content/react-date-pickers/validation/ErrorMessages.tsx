import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// A dental practice: appointments from 3 to 28 November 2025, weekdays 08:00–17:30,
// every 15 minutes.
const firstDay = dayjs('2025-11-03');
const lastDay = dayjs('2025-11-28');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// One message per code this picker can produce; the type lists every code there is.
const messages: Record<NonNullable<DateTimeValidationError>, string> = {
  invalidDate: 'This date does not exist',
  disablePast: 'This appointment would be in the past',
  disableFuture: 'This appointment would be in the future',
  minDate: 'The first available day is 3 November',
  maxDate: 'The last available day is 28 November',
  shouldDisableDate: 'The practice is closed at weekends',
  shouldDisableMonth: 'No appointments that month',
  shouldDisableYear: 'No appointments that year',
  minTime: 'The practice opens at 08:00',
  maxTime: 'The last appointment is at 17:30',
  minutesStep: 'Appointments start every 15 minutes',
  'shouldDisableTime-hours': 'That hour is not available',
  'shouldDisableTime-minutes': 'That time is not available',
  'shouldDisableTime-seconds': 'That time is not available',
};

export default function ErrorMessages() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  const [reported, setReported] = React.useState<DateTimeValidationError | undefined>();

  const helperText = React.useMemo(
    () => (error ? messages[error] : 'Weekdays, 3–28 November, 08:00–17:30'),
    [error],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Appointment"
          ampm={false}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={isWeekend}
          minTime={dayjs('2025-11-03T08:00')}
          maxTime={dayjs('2025-11-03T17:30')}
          minutesStep={15}
          defaultValue={dayjs('2025-11-12T10:15')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{ textField: { helperText } }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
