import * as React from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The icon shows at a glance whether a date has been chosen.
function StatusIcon(props: SvgIconProps) {
  const { value } = usePickerContext();
  return value?.isValid() ? (
    <EventAvailableIcon {...props} color="success" />
  ) : (
    <EventBusyIcon {...props} />
  );
}

export default function ValueAwareIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Vaccination date"
        slots={{ openPickerIcon: StatusIcon }}
        sx={{ width: 300, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
