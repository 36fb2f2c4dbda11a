import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// The built-in field, plus a helper text that spells out the chosen date.
function SpelledOutDateField(props: DatePickerFieldProps) {
  const { value } = usePickerContext();

  return (
    <DateField
      {...props}
      helperText={value?.isValid() ? value.format('dddd D MMMM YYYY') : ' '}
    />
  );
}

export default function WrappedDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Wedding day"
        defaultValue={dayjs('2026-06-20')}
        slots={{ field: SpelledOutDateField }}
        sx={{ width: 300, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
