import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerClearable() {
  const [followUp, setFollowUp] = React.useState<Dayjs | null>(dayjs('2025-07-21'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Follow-up appointment"
          value={followUp}
          onChange={setFollowUp}
          slotProps={{
            field: { clearable: true, onClear: () => setClears((count) => count + 1) },
          }}
        />
        <Typography variant="body2">
          {followUp ? followUp.format('D MMMM YYYY') : 'No follow-up'} · cleared{' '}
          {clears} {clears === 1 ? 'time' : 'times'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
