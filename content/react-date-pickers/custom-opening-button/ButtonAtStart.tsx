import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2025-08-09')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DateTimePicker
          label="Clear button at the end"
          defaultValue={dayjs('2025-08-09T18:45')}
          slotProps={{
            field: { openPickerButtonPosition: 'start', clearable: true, clearButtonPosition: 'end' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
