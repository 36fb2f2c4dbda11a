import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// UK tax year 2025/26: 6 April 2025 to 5 April 2026.
const taxYearStart = dayjs('2025-04-06');
const taxYearEnd = dayjs('2026-04-05');

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-09-01'), dayjs('2025-06-30')]}
          minDate={taxYearStart}
          maxDate={taxYearEnd}
          onError={setError}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Expenses from' : 'Expenses to',
              helperText: 'Within the 2025/26 tax year',
            }),
          }}
        />
        <pre style={{ margin: 0, fontSize: 13 }}>
          onError: {JSON.stringify(error)}
        </pre>
      </Stack>
    </LocalizationProvider>
  );
}
