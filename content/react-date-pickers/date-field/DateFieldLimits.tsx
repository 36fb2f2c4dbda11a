import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The 2024 Paris Olympic Games ran from 26 July to 11 August 2024.
const openingCeremony = dayjs('2024-07-26');
const closingCeremony = dayjs('2024-08-11');

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'The Games opened on 26 July 2024',
  maxDate: 'The Games closed on 11 August 2024',
  invalidDate: 'This day does not exist',
};

export default function DateFieldLimits() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Event day"
        defaultValue={dayjs('2024-08-04')}
        minDate={openingCeremony}
        maxDate={closingCeremony}
        onError={setError}
        clearable
        helperText={(error && messages[error]) ?? 'Paris 2024 competition day'}
      />
    </LocalizationProvider>
  );
}
