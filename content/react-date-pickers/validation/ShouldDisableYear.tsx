import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// Censuses of England and Wales were taken in every year ending in 1 from 1801 to 2021,
// except 1941, during the Second World War (Office for National Statistics).
const noCensus = (year: Dayjs) => year.year() % 10 !== 1 || year.year() === 1941;

export default function ShouldDisableYear() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const [reported, setReported] = React.useState<DateValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Census year"
          views={['year']}
          minDate={dayjs('1801-01-01')}
          maxDate={dayjs('2021-12-31')}
          yearsOrder="desc"
          shouldDisableYear={noCensus}
          defaultValue={dayjs('1911-01-01')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText:
                error === 'shouldDisableYear'
                  ? 'No census was taken that year'
                  : 'Years ending in 1, 1801–2021',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
