import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const labels = { start: 'Valid from', end: 'Valid until' };

export default function MultiInputSeparator() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateRangeField
        defaultValue={[dayjs('2025-01-01'), dayjs('2025-12-31')]}
        dateSeparator="→"
        slotProps={{
          root: { spacing: 1, sx: { maxWidth: 520 } },
          separator: { sx: { color: 'primary.main', fontSize: 24 }, 'aria-hidden': true },
          textField: (ownerState) => ({ label: labels[ownerState.position] }),
        }}
      />
    </LocalizationProvider>
  );
}
