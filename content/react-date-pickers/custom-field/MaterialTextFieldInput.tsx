import * as React from 'react';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MaterialTextFieldInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice date"
        defaultValue={dayjs('2025-03-31')}
        // One <input> holds the whole date, as in v6: some form libraries and test tools expect it.
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: TextField }}
        slotProps={{ textField: { name: 'invoiceDate', fullWidth: true } }}
        sx={{ maxWidth: 300 }}
      />
    </LocalizationProvider>
  );
}
