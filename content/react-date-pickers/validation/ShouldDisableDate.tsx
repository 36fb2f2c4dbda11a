import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Bank holidays in England and Wales, 2025 (GOV.UK).
const bankHolidays = new Set([
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
]);

const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || bankHolidays.has(day.format('YYYY-MM-DD'));

export default function ShouldDisableDate() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [reported, setReported] = React.useState<DateValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Transfer date"
          shouldDisableDate={isClosed}
          defaultValue={dayjs('2025-04-17')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'shouldDisableDate'
                  ? 'Banks are closed: pick a working day'
                  : 'Working days only (England and Wales)',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
