import * as React from 'react';
import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

const TagButton = styled('button')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5),
  padding: theme.spacing(1, 2),
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-checked="true"]': {
    background: (theme.vars ?? theme).palette.primary.main,
    borderColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
  },
  '&:disabled': { opacity: 0.4, cursor: 'default' },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

// The slot receives the button's props plus `ownerState`, which must not reach the DOM.
const MonthTag = React.forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { ownerState?: unknown }
>(function MonthTag({ ownerState, ...other }, ref) {
  return <TagButton ref={ref} {...other} />;
});

export default function CustomMonthButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        defaultValue={dayjs('2025-03-01')}
        maxDate={dayjs('2025-09-30')}
        slots={{ monthButton: MonthTag }}
      />
    </LocalizationProvider>
  );
}
