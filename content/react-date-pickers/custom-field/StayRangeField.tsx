import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// One box for the whole stay; each half opens the calendar on its own end of the range.
function StayField(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition, setRangePosition } = usePickerRangePositionContext();
  const [arrival, departure] = picker.value;

  const half = (position: RangePosition, title: string, date: Dayjs | null) => (
    <ButtonBase
      onClick={() => {
        setRangePosition(position);
        picker.setOpen(true);
      }}
      sx={{
        flex: 1,
        px: 2,
        py: 1,
        flexDirection: 'column',
        alignItems: 'flex-start',
        bgcolor: picker.open && rangePosition === position ? 'action.selected' : undefined,
      }}
    >
      <Typography component="span" variant="caption" color="text.secondary">
        {title}
      </Typography>
      <Typography component="span">{date?.format('ddd D MMM YYYY') ?? 'Add a date'}</Typography>
    </ButtonBase>
  );

  return (
    <Paper
      variant="outlined"
      id={props.id}
      ref={picker.triggerRef}
      role="group"
      aria-label="Stay"
      sx={{ display: 'flex', maxWidth: 400, overflow: 'hidden' }}
    >
      {half('start', 'Arrive', arrival)}
      <Divider orientation="vertical" flexItem />
      {half('end', 'Leave', departure)}
    </Paper>
  );
}

// An unknown field counts as a two-input one; as one element, the popup becomes a dialog that
// takes the focus and gives it back to the field when it closes.
StayField.fieldType = 'single-input';

// Glastonbury Festival 2025 ran from Wednesday 25 to Sunday 29 June (glastonburyfestivals.co.uk).
const festival: DateRange<Dayjs> = [dayjs('2025-06-25'), dayjs('2025-06-29')];

export default function StayRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker defaultValue={festival} slots={{ field: StayField }} />
    </LocalizationProvider>
  );
}
