import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const release = dayjs('2025-09-01');

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box>
          <Typography variant="overline">year → month → day</Typography>
          <DateCalendar
            views={['year', 'month', 'day']}
            openTo="month"
            defaultValue={release}
            sx={{ m: 0 }}
          />
        </Box>
        <Box>
          <Typography variant="overline">month and year only</Typography>
          <DateCalendar
            views={['month', 'year']}
            openTo="month"
            defaultValue={release}
            sx={{ m: 0 }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
