import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const labels = { start: 'Quiet from', end: 'Quiet until' };

export default function BasicTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <SingleInputTimeRangeField label="Quiet hours" />
        <MultiInputTimeRangeField
          slotProps={{ textField: (ownerState) => ({ label: labels[ownerState.position] }) }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
