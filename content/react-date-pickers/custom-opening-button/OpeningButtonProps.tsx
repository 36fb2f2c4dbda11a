import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Coloured button"
          slotProps={{
            openPickerButton: { color: 'primary' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <DatePicker
          label="Square button"
          slotProps={{
            openPickerButton: {
              size: 'small',
              sx: { border: 1, borderColor: 'divider', borderRadius: 1 },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
