import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function BasicDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Trip dates"
        sx={{ width: 320, maxWidth: '100%' }}
        slotProps={{ textField: { helperText: 'Outbound and return flights' } }}
      />
    </LocalizationProvider>
  );
}
