import * as React from 'react';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const appointment = dayjs('2025-05-19T14:30');
const tabIcons = { dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> };

export default function DateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Tabs shown on desktop too"
          defaultValue={appointment}
          slotProps={{ tabs: { hidden: false, ...tabIcons } }}
        />
        <StaticDateTimePicker
          orientation="portrait"
          defaultValue={appointment}
          slotProps={{ tabs: tabIcons, actionBar: { actions: [] } }}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
