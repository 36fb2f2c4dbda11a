import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

type Part = 'date' | 'time';

function formatOr(value: Dayjs | null, format: string, empty: string) {
  return value?.isValid() ? value.format(format) : empty;
}

// Each tab names the part of the value it opens, so the tabs can stand in for the toolbar.
function ValueTabs(props: DateTimePickerTabsProps) {
  const { value, view, setView } = usePickerContext<Dayjs | null>();
  // The picker sets `hidden` (true on desktop); a replacement has to honour it.
  if (props.hidden) {
    return null;
  }

  const isTimeView =
    view === 'hours' || view === 'minutes' || view === 'seconds' || view === 'meridiem';

  return (
    <Tabs
      className={props.className}
      sx={props.sx}
      variant="fullWidth"
      aria-label="Date or time"
      value={isTimeView ? 'time' : 'date'}
      onChange={(_event, part: Part) => setView(part === 'date' ? 'day' : 'hours')}
    >
      <Tab value="date" label={formatOr(value, 'ddd D MMM YYYY', 'Date')} />
      <Tab value="time" label={formatOr(value, 'HH:mm', 'Time')} />
    </Tabs>
  );
}

export default function CustomTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="portrait"
        ampm={false}
        defaultValue={dayjs('2025-11-04T09:30')}
        slots={{ tabs: ValueTabs }}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
        sx={{ maxWidth: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </LocalizationProvider>
  );
}
