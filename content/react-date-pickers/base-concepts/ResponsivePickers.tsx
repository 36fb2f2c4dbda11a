import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const due = dayjs('2025-11-28');

export default function ResponsivePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DesktopDatePicker label="Desktop: popover" defaultValue={due} />
        <MobileDatePicker label="Mobile: modal dialog" defaultValue={due} />
        <DatePicker label="Responsive: either one" defaultValue={due} />
        <DatePicker
          label="Desktop from 900 px wide"
          defaultValue={due}
          desktopModeMediaQuery="@media (min-width: 900px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
