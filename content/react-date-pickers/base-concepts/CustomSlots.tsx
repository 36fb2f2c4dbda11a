import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Collection day"
        defaultValue={dayjs('2025-06-03')}
        // slots replace a part with your own component…
        slots={{ openPickerIcon: EventAvailableIcon }}
        // …slotProps pass props to a part, built in or replaced.
        slotProps={{
          textField: { helperText: 'Bins go out before 7:00', sx: { width: 260 } },
          openPickerButton: { color: 'primary' },
          actionBar: { actions: ['today', 'clear'] },
        }}
      />
    </LocalizationProvider>
  );
}
