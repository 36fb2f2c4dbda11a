import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Gates open on Thursday 4 September 2025 for the late-summer session.
const firstDay = dayjs('2025-09-04');

export default function ControlledValue() {
  const [visit, setVisit] = React.useState<Dayjs | null>(firstDay);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker
          label="Visit date"
          value={visit}
          onChange={(newValue) => setVisit(newValue)}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setVisit((current) => (current ?? firstDay).add(1, 'week'))}
          >
            One week later
          </Button>
          <Button variant="outlined" size="small" onClick={() => setVisit(firstDay)}>
            First day
          </Button>
          <Button variant="outlined" size="small" onClick={() => setVisit(null)}>
            Clear
          </Button>
        </Stack>
        <Typography variant="body2">
          State: {visit === null ? 'null' : visit.isValid() ? visit.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
