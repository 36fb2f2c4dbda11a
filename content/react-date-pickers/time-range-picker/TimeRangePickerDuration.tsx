import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { DigitalClockItem, type DigitalClockItemProps } from '@mui/x-date-pickers/DigitalClock';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const minutesOfDay = (time: Dayjs) => time.hour() * 60 + time.minute();

function formatLength(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// While the end is being chosen, each option also shows the length of the range it would make.
function ItemWithLength(props: DigitalClockItemProps) {
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition } = usePickerRangePositionContext();
  const start = value[0];
  const length =
    rangePosition === 'end' && start?.isValid()
      ? minutesOfDay(props.itemValue) - minutesOfDay(start)
      : null;

  return (
    <DigitalClockItem {...props}>
      {props.formattedValue}
      {length !== null && length > 0 && (
        <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.8em' }}>
          ({formatLength(length)})
        </Box>
      )}
    </DigitalClockItem>
  );
}

export default function TimeRangePickerDuration() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Court booking"
        defaultValue={[dayjs('2025-06-12T18:00'), null]}
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        format="hh:mm a"
        slots={{ digitalClockItem: ItemWithLength }}
        sx={{ width: 300, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
