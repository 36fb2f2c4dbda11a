import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldViewPicker() {
  // One value shared by the three kinds of component.
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2025-10-16'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={3} sx={{ width: 260, maxWidth: '100%' }}>
          <Box>
            <Typography variant="overline">Field</Typography>
            <DateField label="DateField" value={date} onChange={setDate} fullWidth />
          </Box>
          <Box>
            <Typography variant="overline">Picker: field + view</Typography>
            <DatePicker label="DatePicker" value={date} onChange={setDate} />
          </Box>
        </Stack>
        <Box>
          <Typography variant="overline">View</Typography>
          <DateCalendar value={date} onChange={setDate} sx={{ m: 0 }} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
