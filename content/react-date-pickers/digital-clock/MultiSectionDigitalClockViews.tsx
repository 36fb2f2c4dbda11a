import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const timecode = dayjs('2025-03-14T01:42:15');

export default function MultiSectionDigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MultiSectionDigitalClock
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={timecode}
        />
        <MultiSectionDigitalClock views={['minutes', 'seconds']} defaultValue={timecode} />
      </Stack>
    </LocalizationProvider>
  );
}
