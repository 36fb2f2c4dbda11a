import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const labels = { start: 'Contract start', end: 'Contract end' };

export default function BasicDateRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <SingleInputDateRangeField label="Contract period" />
        <MultiInputDateRangeField
          slotProps={{ textField: (ownerState) => ({ label: labels[ownerState.position] }) }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
