import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Opening night of the 2025 Edinburgh Festival Fringe: Friday 1 August.
const openingNight = dayjs('2025-08-01T19:30');

export default function FieldsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="DateField" defaultValue={openingNight} />
        <TimeField label="TimeField" defaultValue={openingNight} />
        <DateTimeField label="DateTimeField" defaultValue={openingNight} />
      </Stack>
    </LocalizationProvider>
  );
}
