import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockValue() {
  // Both clocks edit the same state.
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleChange = (newValue: Dayjs | null, selectionState?: string) => {
    setTime(newValue);
    setLastChange(selectionState ?? 'undefined');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DigitalClock value={time} onChange={handleChange} />
          <MultiSectionDigitalClock value={time} onChange={handleChange} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">
            value: <strong>{time ? time.format('HH:mm') : 'null'}</strong>
          </Typography>
          <Typography variant="body2">last selectionState: {lastChange}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
