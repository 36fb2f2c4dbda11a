import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Clear, today and OK"
          defaultValue={dayjs('2025-04-23')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
        <DatePicker
          label="Clear on mobile only"
          defaultValue={dayjs('2025-04-23')}
          slotProps={{
            actionBar: ({ pickerVariant }) => ({
              actions: pickerVariant === 'mobile' ? ['clear', 'cancel', 'accept'] : [],
            }),
          }}
        />
        <StaticDatePicker
          orientation="portrait"
          defaultValue={dayjs('2025-04-23')}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: ['clear', 'cancel', 'accept'] },
          }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
