import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const boarding = dayjs('2025-08-02T06:10');

export default function ResponsiveDateTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Stack spacing={3} sx={{ width: 280, maxWidth: '100%' }}>
          <DesktopDateTimePicker label="DesktopDateTimePicker" defaultValue={boarding} />
          <MobileDateTimePicker label="MobileDateTimePicker" defaultValue={boarding} />
          <DateTimePicker label="DateTimePicker" defaultValue={boarding} />
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDateTimePicker defaultValue={boarding} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
