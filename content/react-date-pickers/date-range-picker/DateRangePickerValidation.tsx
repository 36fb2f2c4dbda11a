import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Bookings for the 2025 season open on 1 April and close on 31 October.
const seasonStart = dayjs('2025-04-01');
const seasonEnd = dayjs('2025-10-31');

// Ferries to the island leave on Saturdays only, and come back on Saturdays too.
const isNotSaturday = (day: Dayjs) => day.day() !== 6;

type ErrorReason = NonNullable<DateRangeValidationError[number]>;

const messages: Partial<Record<ErrorReason, string>> = {
  minDate: 'The season opens on 1 April.',
  maxDate: 'The season ends on 31 October.',
  shouldDisableDate: 'Arrivals and departures are on Saturdays.',
  invalidRange: 'Departure must come after arrival.',
  invalidDate: 'This is not a valid date.',
};

export default function DateRangePickerValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-07-05'),
    dayjs('2025-07-12'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Week on the island"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={isNotSaturday}
          slotProps={{
            textField: { helperText: reason ? messages[reason] : 'Saturday to Saturday' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
