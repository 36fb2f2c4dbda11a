import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';
import { ValidationReport } from './ValidationReport';

// A museum tour runs on the hour and at half past, but not during the 12:00 staff break.
const noTour = (value: Dayjs, view: TimeView) => {
  if (view === 'hours') return value.hour() === 12;
  if (view === 'minutes') return value.minute() !== 0 && value.minute() !== 30;
  return false;
};

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  'shouldDisableTime-hours': 'No tours during the 12:00 break',
  'shouldDisableTime-minutes': 'Tours start on the hour or at half past',
};

export default function ShouldDisableTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);
  const [reported, setReported] = React.useState<TimeValidationError | undefined>();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DesktopTimePicker
          label="Tour"
          ampm={false}
          shouldDisableTime={noTour}
          defaultValue={dayjs('2025-06-21T11:30')}
          onError={setError}
          onChange={(_, context) => setReported(context.validationError)}
          slotProps={{
            textField: {
              helperText: (error && messages[error]) ?? 'On the hour or at half past',
            },
          }}
        />
        <ValidationReport onErrorValue={error} contextValue={reported} />
      </Stack>
    </LocalizationProvider>
  );
}
