import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// A finish time, to the second.
const finish = dayjs('2025-04-27T09:05:56');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 280 }}>
        <TimeField label="24-hour" format="HH:mm" defaultValue={finish} />
        <TimeField label="12-hour" format="hh:mm a" defaultValue={finish} />
        {/* `h` asks for no leading zero, but the field still pads the hour. */}
        <TimeField label="Padded by default" format="h:mm A" defaultValue={finish} />
        <TimeField
          label="No leading zero"
          format="h:mm A"
          shouldRespectLeadingZeros
          defaultValue={finish}
        />
        <TimeField label="With seconds" format="HH:mm:ss" defaultValue={finish} />
      </Stack>
    </LocalizationProvider>
  );
}
