import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
        fieldHoursPlaceholder: () => '--',
        fieldMinutesPlaceholder: () => '--',
      }}
    >
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateField label="Numeric month" />
        <DateField label="Month name" format="D MMMM YYYY" />
        <DateTimeField label="Date and time" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
