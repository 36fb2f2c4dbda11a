import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const closing = dayjs('2025-03-14T17:30');

export default function TimeClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="overline">disabled</Typography>
          <TimeClock defaultValue={closing} disabled />
        </Box>
        <Box>
          <Typography variant="overline">readOnly</Typography>
          <TimeClock defaultValue={closing} readOnly />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
