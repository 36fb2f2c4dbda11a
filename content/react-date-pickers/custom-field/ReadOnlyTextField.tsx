import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// A text field that cannot be typed into: the calendar is the only way to change the date.
function ReadOnlyDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const placeholder = useParsedFormat();
  const { hasValidationError } = useValidation({
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
    validator: validateDate,
  });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const toggle = () => picker.setOpen((open) => !open);

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={picker.label}
      name={picker.name}
      className={picker.rootClassName}
      sx={picker.rootSx}
      value={picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : ''}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? 'Choose a date in 2025' : ' '}
      focused={picker.open || undefined}
      disabled={picker.disabled}
      onClick={toggle}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Choose a date" onClick={toggle} edge="end">
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function ReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2024-12-30')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2025-12-31')}
        slots={{ field: ReadOnlyDateField }}
      />
    </LocalizationProvider>
  );
}
