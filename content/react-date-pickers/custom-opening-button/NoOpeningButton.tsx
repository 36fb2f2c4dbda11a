import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function NoOpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Typing only"
          defaultValue={dayjs('2025-10-02')}
          disableOpenPicker
        />
      </Stack>
    </LocalizationProvider>
  );
}
