import * as React from 'react';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

// The British Museum is closed from 24 to 26 December.
const isClosed = (day: Dayjs) => day.month() === 11 && day.date() >= 24 && day.date() <= 26;

// The legend sits in the DOM where it appears, between the calendar and the buttons,
// so screen readers and the Tab key meet it in the same order as the eye.
function LayoutWithLegend(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot ownerState={ownerState} className={props.className} sx={props.sx}>
      {toolbar}
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
      >
        {tabs}
        {content}
        <Typography variant="caption" sx={{ px: 3, pb: 1 }}>
          Days in grey: the museum is closed.
        </Typography>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function LegendLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Museum visit"
        defaultValue={dayjs('2025-12-23')}
        shouldDisableDate={isClosed}
        slots={{ layout: LayoutWithLegend }}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        closeOnSelect={false}
      />
    </LocalizationProvider>
  );
}
