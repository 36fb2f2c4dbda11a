import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const evening = dayjs('2025-03-14T19:45');

export default function TimeClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="overline">ampm false: two rings</Typography>
          <TimeClock ampm={false} defaultValue={evening} />
        </Box>
        <Box>
          <Typography variant="overline">ampm with ampmInClock</Typography>
          <TimeClock ampm ampmInClock defaultValue={evening} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
