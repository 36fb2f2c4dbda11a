import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const labels = { start: 'Outage starts', end: 'Outage ends' };

export default function BasicDateTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <SingleInputDateTimeRangeField label="Outage window" />
        <MultiInputDateTimeRangeField
          slotProps={{ textField: (ownerState) => ({ label: labels[ownerState.position] }) }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
