import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// The euro banknotes and coins entered circulation on 1 January 2002.
const euroCashDay = dayjs('2002-01-01');

export default function MinDate() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [reported, setReported] = React.useState<DateValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Date of the cash payment in euros"
          minDate={euroCashDay}
          defaultValue={dayjs('2002-01-02')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'minDate'
                  ? 'Euro cash did not exist before 1 January 2002'
                  : 'From 1 January 2002',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
