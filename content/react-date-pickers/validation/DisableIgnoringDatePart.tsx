import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// The limit is a full moment: 09:00 on Monday 3 March 2025.
const opens = dayjs('2025-03-03T09:00');
// 08:00 on Tuesday 4 March: earlier in the day, but later as a moment.
const tuesdayEight = dayjs('2025-03-04T08:00');

function StartField({ fullMoment }: { fullMoment: boolean }) {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [reported, setReported] = React.useState<TimeValidationError | undefined>();

  return (
    <Stack spacing={1.5} sx={{ width: 300, maxWidth: '100%' }}>
      <Typography variant="overline">
        {fullMoment ? 'Full date and time' : 'Time of day only (default)'}
      </Typography>
      <TimeField
        label="Start, 4 March"
        ampm={false}
        minTime={opens}
        defaultValue={tuesdayEight}
        disableIgnoringDatePartForTimeValidation={fullMoment}
        onError={setError}
        onChange={(_, context) => setReported(context.validationError)}
        helperText={error === 'minTime' ? 'Before 09:00' : 'After Monday 09:00'}
      />
      <ValidationReport onErrorValue={error} contextValue={reported} />
    </Stack>
  );
}

export default function DisableIgnoringDatePart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <StartField fullMoment={false} />
        <StartField fullMoment />
      </Stack>
    </LocalizationProvider>
  );
}
