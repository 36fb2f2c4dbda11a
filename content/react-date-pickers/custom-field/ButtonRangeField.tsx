import * as React from 'react';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function rangeText([start, end]: DateRange<Dayjs>) {
  if (!start && !end) return 'Any dates';
  return `${start?.format('D MMM') ?? '…'} – ${end?.format('D MMM YYYY') ?? '…'}`;
}

function ButtonRangeDateField(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();

  return (
    <Button
      {...forwardedProps}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      ref={picker.triggerRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((open) => !open)}
    >
      {rangeText(picker.value)}
    </Button>
  );
}

export default function ButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-10-01'), dayjs('2025-10-31')]}
        slots={{ field: ButtonRangeDateField }}
        slotProps={{ shortcuts: { items: [{ label: 'Any dates', getValue: () => [null, null] }] } }}
      />
    </LocalizationProvider>
  );
}
