import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';

export default function WeekPicker() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-10-15'));
  const start = day?.startOf('week');

  // Paint every day of the chosen week as one band, instead of one selected circle.
  const dayProps = ({ day: cell, isDayStartOfWeek, isDayEndOfWeek }: PickerDayOwnerState) => {
    const inWeek = start != null && cell.isSame(start, 'week');
    return {
      sx: inWeek
        ? {
            borderRadius: 0,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover, &:focus': { bgcolor: 'primary.dark' },
            ...(isDayStartOfWeek && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
            ...(isDayEndOfWeek && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
          }
        : undefined,
    };
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slotProps={{ day: dayProps }}
          sx={{
            m: 0,
            '& .MuiPickersDay-root': { mx: 0, width: 40 },
            // Week numbers are drawn in text.disabled by default, too faint to read
            // well.
            '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' },
          }}
        />
        <Typography variant="body2">
          {start
            ? `Week of ${start.format('D MMM')} – ${start.add(6, 'day').format('D MMM YYYY')}`
            : 'No week'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
