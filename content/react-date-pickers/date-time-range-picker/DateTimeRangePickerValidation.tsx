import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange, DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

type ErrorReason = NonNullable<DateTimeRangeValidationError[number]>;

const messages: Partial<Record<ErrorReason, string>> = {
  minDate: 'Bookings open on 1 September.',
  maxDate: 'Bookings close on 31 December.',
  minTime: 'The desk opens at 08:00.',
  maxTime: 'The desk closes at 20:00.',
  minutesStep: 'Choose a time on the half hour.',
  shouldDisableDate: 'The desk is closed on Sundays.',
  invalidRange: 'The return must come after the pick-up.',
  invalidDate: 'Enter a complete date and time.',
};

export default function DateTimeRangePickerValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-09-05T09:00'),
    dayjs('2025-09-06T17:30'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 480 }}>
        <DateTimeRangePicker
          label="Van hire"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2025-12-31')}
          minTime={dayjs('2025-09-01T08:00')}
          maxTime={dayjs('2025-09-01T20:00')}
          shouldDisableDate={(day) => day.day() === 0}
          timeSteps={{ minutes: 30 }}
          minutesStep={30}
          slotProps={{
            textField: {
              helperText: reason ? messages[reason] : 'Monday to Saturday, 08:00 to 20:00',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
