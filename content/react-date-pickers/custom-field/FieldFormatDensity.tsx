import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Armistice Day, 11 November 1918.
const armistice = dayjs('1918-11-11');

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateField label="dense (default)" defaultValue={armistice} format="DD/MM/YYYY" />
        <DateField
          label="spacious"
          defaultValue={armistice}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
