import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const booked = dayjs('2025-06-18');

export default function DateCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="overline">disabled</Typography>
          <DateCalendar defaultValue={booked} disabled sx={{ m: 0 }} />
        </Box>
        <Box>
          <Typography variant="overline">readOnly</Typography>
          <DateCalendar defaultValue={booked} readOnly sx={{ m: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
