import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';
import { fetchPhases, phasesInMonth, type Phase } from './moon-phases';

const firstMonth = dayjs('2025-03-01');

const markColour: Record<Phase, string> = { full: '#f5d90a', new: '#37474f' };

export default function DateCalendarMoonPhases() {
  // The first month is known when rendering, so the server sends its marks too.
  const [phases, setPhases] = React.useState(() => phasesInMonth('2025-03'));
  const [loading, setLoading] = React.useState(false);
  const request = React.useRef<AbortController | null>(null);

  const loadMonth = (month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchPhases(month.format('YYYY-MM'), controller.signal).then(
      (result) => {
        setPhases(result);
        setLoading(false);
      },
      () => {
        // Aborted: a newer month is on its way.
      },
    );
  };

  React.useEffect(() => () => request.current?.abort(), []);

  const dayProps = ({ day, isDayOutsideMonth }: PickerDayOwnerState) => {
    const phase = isDayOutsideMonth ? undefined : phases.get(day.date());
    if (!phase) return {};
    return {
      'aria-label': `${day.format('D MMMM')}, ${phase} moon`,
      sx: {
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 3,
          right: 3,
          width: 9,
          height: 9,
          borderRadius: '50%',
          border: 1,
          borderColor: 'text.secondary',
          bgcolor: markColour[phase],
        },
      },
    };
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          defaultValue={firstMonth}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-12-31')}
          loading={loading}
          onMonthChange={loadMonth}
          renderLoading={() => <DayCalendarSkeleton />}
          slotProps={{ day: dayProps }}
          sx={{ m: 0 }}
        />
        <Typography variant="caption">
          Yellow dot: full moon · dark dot: new moon (dates in UTC)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
