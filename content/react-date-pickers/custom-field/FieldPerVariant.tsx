import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// On touch screens a tap opens the calendar; with a mouse and keyboard, the field can be typed into.
function TapOrTypeField(props: DatePickerFieldProps) {
  const picker = usePickerContext();

  if (picker.variant === 'desktop') {
    return <DateField {...props} />;
  }
  return (
    <TextField
      id={props.id}
      ref={picker.triggerRef}
      label={picker.label}
      value={picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : ''}
      onClick={() => picker.setOpen(true)}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}

const firstDay = dayjs('2025-09-01');

export default function FieldPerVariant() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker label="Responsive" defaultValue={firstDay} slots={{ field: TapOrTypeField }} />
        <MobileDatePicker label="Always mobile" defaultValue={firstDay} slots={{ field: TapOrTypeField }} />
      </Stack>
    </LocalizationProvider>
  );
}
