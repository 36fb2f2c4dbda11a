import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// NASA: Artemis I lifted off from Kennedy Space Center at 01:47:44 EST on 16 November 2022,
// which an API would store as this UTC string.
const artemisLaunch = '2022-11-16T06:47:44.000Z';

const noSubscription = () => () => {};

// The server and the hydrating browser both get false; later renders in the browser get true.
function useAfterHydration() {
  return React.useSyncExternalStore(noSubscription, () => true, () => false);
}

export default function SystemZoneDisplay() {
  const [stored, setStored] = React.useState<string | null>(artemisLaunch);
  const value = React.useMemo(() => (stored ? dayjs.utc(stored) : null), [stored]);
  // 'system' is the server's zone on the server and the reader's in the browser,
  // so the picker and the local readout wait until the page has hydrated.
  const hydrated = useAfterHydration();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {hydrated ? (
          <DateTimePicker
            label={`Launch (${dayjs.tz.guess()})`}
            timezone="system"
            value={value}
            onChange={(newValue) => setStored(newValue?.isValid() ? newValue.toISOString() : null)}
          />
        ) : (
          <Skeleton variant="rounded" height={56} />
        )}
        <Typography variant="body2" component="div">
          Stored: <code>{stored ?? 'null'}</code>
          <br />
          Shown:{' '}
          <code>{hydrated && value ? value.local().format('YYYY-MM-DD HH:mm:ss Z') : '…'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
