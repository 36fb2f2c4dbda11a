import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange, TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

type ErrorReason = NonNullable<TimeRangeValidationError[number]>;

const messages: Partial<Record<ErrorReason, string>> = {
  minTime: 'The library opens at 09:00.',
  maxTime: 'The library closes at 20:00.',
  minutesStep: 'Rooms are booked in quarter hours.',
  invalidRange: 'The booking must end after it starts.',
  invalidDate: 'Enter a complete time.',
};

export default function TimeRangePickerValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-12T10:00'),
    dayjs('2025-06-12T12:00'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 320 }}>
        <TimeRangePicker
          label="Study room"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minTime={dayjs('2025-06-12T09:00')}
          maxTime={dayjs('2025-06-12T20:00')}
          minutesStep={15}
          slotProps={{
            textField: { helperText: reason ? messages[reason] : 'Open 09:00 to 20:00' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
