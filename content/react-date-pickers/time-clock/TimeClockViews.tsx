import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="overline">hours only</Typography>
          <TimeClock views={['hours']} defaultValue={dayjs('2025-03-14T13:00')} />
        </Box>
        <Box>
          <Typography variant="overline">minutes and seconds, with arrows</Typography>
          <TimeClock
            views={['minutes', 'seconds']}
            defaultValue={dayjs('2025-03-14T00:03:43')}
            showViewSwitcher
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
