import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { formatValue } from './format-value';

/** Stands in for a request to your API; answers after 800 ms. */
function saveDueDate(date: Dayjs | null): Promise<Dayjs | null> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(date), 800);
  });
}

export default function LifecycleServer() {
  const [status, setStatus] = React.useState('Saved: 2025-09-30');
  const [requests, setRequests] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const latest = React.useRef(0);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Typing in the field accepts each keystroke: wait for a pause before saving.
  const scheduleSave = (date: Dayjs | null) => {
    clearTimeout(timer.current);
    setStatus(`Waiting to save ${formatValue(date)}…`);
    timer.current = setTimeout(async () => {
      latest.current += 1;
      const request = latest.current;
      setRequests(request);
      setStatus(`Saving ${formatValue(date)}…`);
      const saved = await saveDueDate(date);
      // An older request that answers late must not overwrite the newest status.
      if (request === latest.current) setStatus(`Saved: ${formatValue(saved)}`);
    }, 500);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Due date"
          defaultValue={dayjs('2025-09-30')}
          onAccept={(date, context) => {
            if (context.validationError === null) scheduleSave(date);
          }}
        />
        <Typography variant="body2" aria-live="polite">
          {status} · requests sent: {requests}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
