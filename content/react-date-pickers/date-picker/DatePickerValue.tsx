import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerValue() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-01-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Uncontrolled: the picker keeps its own state. */}
        <DatePicker label="Uncontrolled" defaultValue={dayjs('2026-01-31')} />
        {/* Controlled: your state is the single source of truth. */}
        <Stack spacing={1}>
          <DatePicker
            label="Controlled"
            value={renewal}
            onChange={(newValue) => setRenewal(newValue)}
          />
          <Typography variant="body2">
            {renewal?.isValid()
              ? `Renews in ${renewal.format('MMMM YYYY')}`
              : 'No renewal date'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
