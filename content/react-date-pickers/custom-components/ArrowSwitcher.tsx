import * as React from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ArrowSwitcher() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-01-27')}
        slots={{ leftArrowIcon: ArrowBackIcon, rightArrowIcon: ArrowForwardIcon }}
        slotProps={{
          previousIconButton: { size: 'small', color: 'primary' },
          nextIconButton: { size: 'small', color: 'primary' },
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
