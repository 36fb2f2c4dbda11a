import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const tipOff = dayjs('2025-03-14T19:15');

export default function DigitalClockTimeStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" component="p">
            timeStep: 15
          </Typography>
          <DigitalClock timeStep={15} defaultValue={tipOff} />
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            timeSteps: 2 h, 15 min
          </Typography>
          <MultiSectionDigitalClock
            timeSteps={{ hours: 2, minutes: 15 }}
            defaultValue={tipOff}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
