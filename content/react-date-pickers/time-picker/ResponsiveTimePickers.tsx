import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

const lastOrders = dayjs('2025-03-14T21:30');

export default function ResponsiveTimePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={3} sx={{ width: 240, maxWidth: '100%' }}>
          <DesktopTimePicker label="DesktopTimePicker" defaultValue={lastOrders} />
          <MobileTimePicker label="MobileTimePicker" defaultValue={lastOrders} />
          <TimePicker label="TimePicker" defaultValue={lastOrders} />
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticTimePicker defaultValue={lastOrders} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
