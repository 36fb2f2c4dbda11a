import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formatValue } from './format-value';

// Filing opens on 6 April 2025, the first day of the UK tax year.
const taxYearStart = dayjs('2025-04-06');

export default function LifecycleOnlyValid() {
  // What the form would submit: only ever a complete, valid date.
  const [lastValid, setLastValid] = React.useState<Dayjs | null>(dayjs('2025-07-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        {/* Uncontrolled: the field shows what is typed, even when it is invalid. */}
        <DatePicker
          label="Payment date"
          defaultValue={lastValid}
          minDate={taxYearStart}
          onChange={(newValue, context) => {
            if (newValue !== null && context.validationError === null) {
              setLastValid(newValue);
            }
          }}
        />
        <Typography variant="body2">
          Last valid date: <strong>{formatValue(lastValid)}</strong>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
