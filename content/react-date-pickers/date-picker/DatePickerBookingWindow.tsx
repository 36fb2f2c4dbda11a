import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A summer exhibition running from 12 June to 21 September 2025, closed on Mondays.
const opening = dayjs('2025-06-12');
const closing = dayjs('2025-09-21');
const isMonday = (day: Dayjs) => day.day() === 1;

const messages: Record<string, string> = {
  minDate: 'The exhibition opens on 12 June',
  maxDate: 'The exhibition closes on 21 September',
  shouldDisableDate: 'Closed on Mondays',
  invalidDate: 'Not a valid date',
};

export default function DatePickerBookingWindow() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit"
        minDate={opening}
        maxDate={closing}
        shouldDisableDate={isMonday}
        referenceDate={opening}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Tuesday to Sunday, 12 June – 21 September',
          },
        }}
      />
    </LocalizationProvider>
  );
}
