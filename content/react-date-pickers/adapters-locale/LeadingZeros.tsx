import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Apollo 11 landed on 20 July 1969; the hatch opened at 02:39 UTC on 21 July.
const landing = dayjs('1969-07-20');
const hatchOpened = dayjs('1969-07-21T02:39');

export default function LeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateField label="D/M/YYYY, padded by default" defaultValue={landing} format="D/M/YYYY" />
        <DateField
          label="D/M/YYYY, shouldRespectLeadingZeros"
          defaultValue={landing}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
        <TimeField
          label="H:mm, shouldRespectLeadingZeros"
          defaultValue={hatchOpened}
          format="H:mm"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
