import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// FIFA: the 2022 World Cup final, Argentina v France at Lusail Stadium, kicked off at
// 18:00 Qatar time (UTC+3) on 18 December 2022.
const kickOff = dayjs.tz('2022-12-18T18:00', 'Asia/Qatar');

const zones = [
  { zone: 'America/Argentina/Buenos_Aires', city: 'Buenos Aires' },
  { zone: 'Europe/Paris', city: 'Paris' },
  { zone: 'America/Los_Angeles', city: 'Los Angeles' },
  { zone: 'Asia/Tokyo', city: 'Tokyo' },
];

export default function ChosenZone() {
  const [zone, setZone] = React.useState('America/Argentina/Buenos_Aires');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Kick-off at Lusail" readOnly ampm={false} value={kickOff} />
        <TextField
          select
          label="Watch from"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {zones.map((option) => (
            <MenuItem key={option.zone} value={option.zone}>
              {option.city}
            </MenuItem>
          ))}
        </TextField>
        {/* Only the zone it is shown in changes; the instant stays the same. */}
        <DateTimePicker
          label="Kick-off where you watch"
          readOnly
          ampm={false}
          timezone={zone}
          value={kickOff}
        />
        <Typography variant="body2">
          <code>{kickOff.tz(zone).format('ddd D MMM YYYY, HH:mm Z')}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
