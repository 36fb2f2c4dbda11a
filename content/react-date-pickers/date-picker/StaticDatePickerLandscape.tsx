import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function StaticDatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A landscape layout is about 480 px wide: let narrow screens scroll it. */}
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          orientation="landscape"
          defaultValue={dayjs('2025-12-24')}
          slotProps={{ toolbar: { toolbarFormat: 'ddd, D MMM' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
