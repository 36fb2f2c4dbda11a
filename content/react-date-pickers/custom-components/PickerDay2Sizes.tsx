import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2, pickerDay2Classes } from '@mui/x-date-pickers/PickerDay2';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay2 } from '@mui/x-date-pickers-pro/DateRangePickerDay2';

export default function PickerDay2Sizes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <div>
          <Typography component="p" variant="subtitle2">PickerDay2, compact</Typography>
          <DateCalendar
            defaultValue={dayjs('2025-09-10')}
            slots={{ day: PickerDay2 }}
            showDaysOutsideCurrentMonth
            // The variables are declared on each day, so set them there.
            sx={{
              m: 0,
              [`& .${pickerDay2Classes.root}`]: {
                '--PickerDay-size': '28px',
                '--PickerDay-horizontalMargin': '6px',
              },
            }}
          />
        </div>
        <div>
          <Typography component="p" variant="subtitle2">DateRangePickerDay2</Typography>
          <DateRangeCalendar
            calendars={1}
            defaultValue={[dayjs('2025-09-08'), dayjs('2025-09-19')]}
            slots={{ day: DateRangePickerDay2 }}
            showDaysOutsideCurrentMonth
          />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
