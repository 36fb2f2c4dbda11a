import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 280 }}>
        <TimePicker
          label="Hours, minutes, seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2025-03-14T14:07:32')}
        />
        <TimePicker
          label="Hour only"
          views={['hours']}
          defaultValue={dayjs('2025-03-14T09:00')}
        />
        {/* A lap time: minutes and seconds, no hours. */}
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-03-14T00:01:48')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
