import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Edinburgh Festival Fringe 2025: 1 to 25 August (edfringe.com).
const opening = dayjs('2025-08-01');
const closing = dayjs('2025-08-25');

function describeError(error: DateValidationError) {
  switch (error) {
    case null:
      return ' ';
    case 'minDate':
      return `Too early: the Fringe opens on ${opening.format('D MMMM')}`;
    case 'maxDate':
      return `Too late: the Fringe ends on ${closing.format('D MMMM')}`;
    case 'invalidDate':
      return 'Not a valid date';
    default:
      return 'This date is not available';
  }
}

// The default field, with the reason for the error spelled out under it.
function FringeDateField(props: DatePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const { value, timezone } = usePickerContext();
  const { validationError } = useValidation({
    value,
    timezone,
    props: internalProps,
    validator: validateDate,
  });

  return <DateField {...props} helperText={describeError(validationError)} />;
}

export default function ValidationErrorText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Performance date"
        defaultValue={dayjs('2025-08-26')}
        minDate={opening}
        maxDate={closing}
        slots={{ field: FringeDateField }}
        sx={{ width: 320, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
