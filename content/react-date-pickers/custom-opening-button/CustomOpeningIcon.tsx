import * as React from 'react';
import Stack from '@mui/material/Stack';
import EditCalendarRoundedIcon from '@mui/icons-material/EditCalendarRounded';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function CustomOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker label="Due date" slots={{ openPickerIcon: EditCalendarRoundedIcon }} />
        <TimePicker label="Reminder" slots={{ openPickerIcon: MoreTimeIcon }} />
      </Stack>
    </LocalizationProvider>
  );
}
