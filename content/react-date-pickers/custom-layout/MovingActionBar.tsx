import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function MovingActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          orientation="portrait"
          defaultValue={dayjs('2025-03-31')}
          slotProps={{
            toolbar: { hidden: true },
            actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] },
            layout: {
              sx: {
                // The action bar moves to a column on the left of the calendar.
                [`.${pickersLayoutClasses.actionBar}`]: {
                  gridColumn: 1,
                  gridRow: 2,
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  justifyContent: 'flex-start',
                  gap: 1,
                  borderRight: 1,
                  borderColor: 'divider',
                  '& > :not(:first-of-type)': { ml: 0 },
                },
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
