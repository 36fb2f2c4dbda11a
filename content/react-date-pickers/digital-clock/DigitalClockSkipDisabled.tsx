import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// A clinic open 08:00–18:00, closed for lunch from 12:30 to 13:30.
const opens = dayjs('2025-03-14T08:00');
const closes = dayjs('2025-03-14T18:00');
// The list checks each option as a whole time, so one test on the minutes of the day is enough.
const isLunchBreak = (value: Dayjs) => {
  const minuteOfDay = value.hour() * 60 + value.minute();
  return minuteOfDay >= 12 * 60 + 30 && minuteOfDay < 13 * 60 + 30;
};

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" component="p">
            Disabled options shown
          </Typography>
          <DigitalClock
            minTime={opens}
            maxTime={closes}
            shouldDisableTime={isLunchBreak}
            referenceDate={dayjs('2025-03-14T12:00')}
          />
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            skipDisabled
          </Typography>
          <DigitalClock
            skipDisabled
            minTime={opens}
            maxTime={closes}
            shouldDisableTime={isLunchBreak}
            referenceDate={dayjs('2025-03-14T12:00')}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
