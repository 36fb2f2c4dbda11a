import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// The Deutsche Mark stopped being legal tender on 31 December 2001 (Deutsche Bundesbank).
const lastMarkDay = dayjs('2001-12-31');

export default function MaxDate() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [reported, setReported] = React.useState<DateValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Date of the payment in marks"
          maxDate={lastMarkDay}
          defaultValue={dayjs('2001-12-28')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'maxDate'
                  ? 'The mark was no longer legal tender after 31 December 2001'
                  : 'Up to 31 December 2001',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
