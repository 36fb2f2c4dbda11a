import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(date: Dayjs | null): string {
  if (date === null) return 'null (the field is empty or has an empty section)';
  if (!date.isValid()) return 'an invalid Dayjs (every section is filled, but no such day exists)';
  return `a Dayjs for ${date.format('YYYY-MM-DD')}`;
}

export default function TypedDateValue() {
  // With AdapterDayjs, a picker's value is a Dayjs, or null when there is none.
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1994-03-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Date of birth"
          value={birthday}
          onChange={(newValue) => setBirthday(newValue)}
        />
        <Typography variant="body2">
          State holds {describe(birthday)}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
