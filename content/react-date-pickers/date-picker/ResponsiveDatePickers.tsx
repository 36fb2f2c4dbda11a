import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

const moveIn = dayjs('2025-10-01');

export default function ResponsiveDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={3} sx={{ width: 260, maxWidth: '100%' }}>
          <DesktopDatePicker label="DesktopDatePicker" defaultValue={moveIn} />
          <MobileDatePicker label="MobileDatePicker" defaultValue={moveIn} />
          <DatePicker label="DatePicker" defaultValue={moveIn} />
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDatePicker defaultValue={moveIn} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
