import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Deliveries are accepted between 07:00 and 15:30, on the quarter hour.
const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The dock opens at 07:00',
  maxTime: 'The last delivery slot is 15:30',
  minutesStep: 'Pick a quarter hour: :00, :15, :30 or :45',
};

export default function TimeFieldLimits() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Delivery slot"
        ampm={false}
        defaultValue={dayjs('2025-03-14T09:15')}
        minTime={dayjs('2025-03-14T07:00')}
        maxTime={dayjs('2025-03-14T15:30')}
        minutesStep={15}
        onError={setError}
        helperText={(error && messages[error]) ?? '07:00 to 15:30, every 15 minutes'}
      />
    </LocalizationProvider>
  );
}
