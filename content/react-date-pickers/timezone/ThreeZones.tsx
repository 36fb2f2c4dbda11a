import * as React from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The NYSE opening bell on 2 January 2025: 09:30 in New York, 14:30 UTC.
const openingBell = dayjs.utc('2025-01-02T14:30:00Z');

const subscribeToNothing = () => () => {};

// false on the server and during hydration, true once the page runs in the browser.
function useIsClient() {
  return React.useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

function ZonePicker(props: { zone: string; label: string; value: Dayjs | null; onChange: (value: Dayjs | null) => void }) {
  const { zone, label, value, onChange } = props;
  return (
    <Stack spacing={1} sx={{ width: 260, maxWidth: '100%' }}>
      <DateTimePicker label={label} timezone={zone} value={value} onChange={onChange} />
      <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
        {value?.isValid()
          ? value.tz(zone === 'system' ? dayjs.tz.guess() : zone).format()
          : String(value)}
      </Typography>
    </Stack>
  );
}

export default function ThreeZones() {
  const [value, setValue] = React.useState<Dayjs | null>(openingBell);
  // The reader's own zone is unknown to the server: render it only in the browser,
  // behind a placeholder of the same size, so that both renders match.
  const isClient = useIsClient();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <ZonePicker zone="UTC" label="UTC" value={value} onChange={setValue} />
        <ZonePicker zone="America/New_York" label="New York" value={value} onChange={setValue} />
        {isClient ? (
          <ZonePicker
            zone="system"
            label={`Your zone (${dayjs.tz.guess()})`}
            value={value}
            onChange={setValue}
          />
        ) : (
          <Stack spacing={1} sx={{ width: 260, maxWidth: '100%' }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="text" width="80%" sx={{ fontSize: 12 }} />
          </Stack>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Stored value (UTC): <code>{value?.isValid() ? value.toISOString() : String(value)}</code>
      </Typography>
    </LocalizationProvider>
  );
}
