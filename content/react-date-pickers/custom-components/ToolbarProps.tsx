import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Toolbar on desktop"
          slotProps={{
            toolbar: { hidden: false, toolbarPlaceholder: 'No date yet' },
          }}
        />
        <StaticDatePicker
          orientation="portrait"
          defaultValue={dayjs('2025-07-04')}
          localeText={{ toolbarTitle: 'Ship on' }}
          slotProps={{
            toolbar: { toolbarFormat: 'dddd D MMMM' },
            actionBar: { actions: [] },
          }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
