import * as React from 'react';
import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ButtonDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });

  const text = picker.value?.isValid() ? picker.value.format('ddd D MMM YYYY') : 'Pick a date';

  return (
    <Button
      {...forwardedProps}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<CalendarMonthIcon />}
      ref={picker.triggerRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      disabled={picker.disabled}
      aria-label={`${picker.label}: ${text}`}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {text}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Report date"
        // Starts after maxDate, so the button is red until an allowed day is picked.
        defaultValue={dayjs('2026-01-05')}
        maxDate={dayjs('2025-12-31')}
        slots={{ field: ButtonDateField }}
      />
    </LocalizationProvider>
  );
}
