import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1990-05-14')}
          slotProps={{
            textField: {
              variant: 'filled',
              helperText: 'As shown on your passport',
              required: true,
            },
          }}
        />
        <DatePicker
          label="Start date"
          slotProps={{
            textField: { variant: 'standard', size: 'small', color: 'secondary' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
