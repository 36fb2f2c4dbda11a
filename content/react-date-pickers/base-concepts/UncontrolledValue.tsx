import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The Championships, Wimbledon 2025: 30 June to 13 July 2025 (AELTC).
const firstDay = dayjs('2025-06-30');
const finalDay = dayjs('2025-07-13');

function show(value: Dayjs | null) {
  return value?.isValid() ? value.format('YYYY-MM-DD') : String(value);
}

interface Call {
  id: number;
  callback: 'onChange' | 'onAccept';
  value: Dayjs | null;
  error: DateValidationError;
}

export default function UncontrolledValue() {
  const [calls, setCalls] = React.useState<Call[]>([]);

  // No state for the value itself: the picker keeps it, the callbacks report it.
  const record =
    (callback: Call['callback']) =>
    (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
      setCalls((previous) =>
        [
          { id: (previous[0]?.id ?? 0) + 1, callback, value, error: context.validationError },
          ...previous,
        ].slice(0, 4),
      );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker
          label="Day at Wimbledon 2025"
          defaultValue={finalDay}
          minDate={firstDay}
          maxDate={finalDay}
          onChange={record('onChange')}
          onAccept={record('onAccept')}
        />
        <Stack spacing={0.5}>
          {calls.length === 0 && (
            <Typography variant="body2">Pick a day, or type one after 13 July.</Typography>
          )}
          {calls.map((call) => (
            <Typography key={call.id} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {`${call.callback}(${show(call.value)}), validationError: ${call.error}`}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
