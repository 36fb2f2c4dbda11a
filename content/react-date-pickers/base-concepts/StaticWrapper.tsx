import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// The 2025 Tour de France ended in Paris on Sunday 27 July 2025 (A.S.O.).
const finish = dayjs('2025-07-27');

export default function StaticWrapper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Box>
          <Typography variant="overline">{'"mobile" (default): with toolbar'}</Typography>
          <StaticDatePicker defaultValue={finish} />
        </Box>
        <Box>
          <Typography variant="overline">{'"desktop": no toolbar'}</Typography>
          {/* No media query here: this prop alone picks the look. */}
          <StaticDatePicker defaultValue={finish} displayStaticWrapperAs="desktop" />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
