import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';

// Uses only the adapter, never Day.js directly: this toolbar works with any date library.
function WeekToolbar(props: DatePickerToolbarProps) {
  const adapter = usePickerAdapter();
  const { value } = usePickerContext();

  return (
    <Box className={props.className} sx={{ p: 2, pb: 0 }}>
      <Typography variant="overline" component="p">
        Sprint starts
      </Typography>
      <Typography variant="h6" component="p">
        {value && adapter.isValid(value)
          ? `Week ${adapter.getWeekNumber(value)}, ${adapter.format(value, 'fullDate')}`
          : 'No date yet'}
      </Typography>
    </Box>
  );
}

export default function AdapterAgnosticToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="portrait"
        defaultValue={dayjs('2025-06-02')}
        displayWeekNumber
        slots={{ toolbar: WeekToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
        sx={{
          maxWidth: 380,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
