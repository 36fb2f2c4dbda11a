import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const standUp = dayjs('2025-03-14T09:30');

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" component="p">
            disabled
          </Typography>
          <DigitalClock defaultValue={standUp} disabled />
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            readOnly
          </Typography>
          <DigitalClock defaultValue={standUp} readOnly />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
