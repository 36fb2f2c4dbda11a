import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  type MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// Set on the field itself, slotProps.textField receives the input's position ('start' or 'end').
function TenancyField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        textField: ({ position }) =>
          position === 'start'
            ? { label: 'Tenancy starts', helperText: 'Required', required: true }
            : { label: 'Tenancy ends', helperText: 'Empty for a rolling contract' },
      }}
    />
  );
}

export default function MultiInputPositionProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-09-01'), null]}
        slots={{ field: TenancyField }}
      />
    </LocalizationProvider>
  );
}
