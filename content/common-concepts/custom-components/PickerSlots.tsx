import * as React from 'react';
import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickerSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Check-in"
        defaultValue={dayjs('2025-07-14')}
        // Replace one part: the icon of the button that opens the calendar.
        slots={{ openPickerIcon: EventAvailableIcon }}
        // Pass props to parts you keep: the text field and the action bar.
        slotProps={{
          textField: { helperText: 'Arrival from 15:00' },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
