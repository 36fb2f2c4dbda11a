import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// The road over the Stelvio Pass is usually open from late May to early November;
// this form only takes bookings for June to September.
const outOfSeason = (month: Dayjs) => month.month() < 5 || month.month() > 8;

export default function ShouldDisableMonth() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [reported, setReported] = React.useState<DateValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Guided ride over the Stelvio"
          views={['year', 'month', 'day']}
          openTo="month"
          shouldDisableMonth={outOfSeason}
          defaultValue={dayjs('2025-07-12')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'shouldDisableMonth'
                  ? 'Rides run from June to September'
                  : 'June to September',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
