import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// The Berlin Wall opened on the night of 9 November 1989.
const wallOpened = dayjs('1989-11-09');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateField label="Default" defaultValue={wallOpened} />
        <DateField label="Long month" format="D MMMM YYYY" defaultValue={wallOpened} />
        <DateField
          label="Spacious separators"
          formatDensity="spacious"
          defaultValue={wallOpened}
        />
        <DateField
          label="No leading zeros"
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          defaultValue={wallOpened}
        />
      </Stack>
    </LocalizationProvider>
  );
}
