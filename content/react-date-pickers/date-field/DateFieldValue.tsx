import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldValue() {
  const [published, setPublished] = React.useState<Dayjs | null>(dayjs('1951-07-16'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Uncontrolled" defaultValue={dayjs('1951-07-16')} />
        <Stack spacing={1}>
          <DateField
            label="Controlled"
            value={published}
            onChange={(newValue) => setPublished(newValue)}
          />
          <Typography variant="body2">
            value:{' '}
            {published === null
              ? 'null'
              : published.isValid()
                ? published.format('YYYY-MM-DD')
                : 'Invalid Date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
