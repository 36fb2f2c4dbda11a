import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Standard delivery takes two working days from the order date.
function addWorkingDays(date: Dayjs, days: number) {
  let result = date;
  let added = 0;
  while (added < days) {
    result = result.add(1, 'day');
    if (result.day() !== 0 && result.day() !== 6) added += 1;
  }
  return result;
}

function DeliveryToolbar(props: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const delivery = value?.isValid() ? addWorkingDays(value, 2) : null;

  return (
    <Box className={props.className} sx={{ p: 2, pb: 0 }}>
      <Typography variant="overline" component="p">
        Order placed
      </Typography>
      <Typography variant="h6" component="p">
        {value?.isValid() ? value.format('ddd D MMM YYYY') : '—'}
      </Typography>
      {delivery && (
        <Chip
          size="small"
          color="success"
          label={`Arrives ${delivery.format('ddd D MMM')}`}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}

export default function CustomToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="portrait"
        defaultValue={dayjs('2025-10-16')}
        slots={{ toolbar: DeliveryToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
        sx={{ maxWidth: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
