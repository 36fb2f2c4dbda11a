import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const sailing = dayjs('2025-03-14T18:30');

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" component="p">
            24-hour
          </Typography>
          <DigitalClock ampm={false} defaultValue={sailing} />
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            12-hour, with an AM/PM column
          </Typography>
          <MultiSectionDigitalClock ampm defaultValue={sailing} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
