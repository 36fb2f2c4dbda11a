import * as React from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerActionsContext, usePickerContext } from '@mui/x-date-pickers/hooks';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';

// Returns are due 21 days after the loan date.
function ReturnDateActionBar(props: PickersActionBarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const { acceptValueChanges, cancelValueChanges } = usePickerActionsContext();

  return (
    <DialogActions className={props.className} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ pl: 1 }}>
        {value?.isValid() ? `Due back ${value.add(21, 'day').format('ddd D MMM')}` : 'No date yet'}
      </Typography>
      <span>
        <Button onClick={cancelValueChanges}>Cancel</Button>
        <Button variant="contained" onClick={acceptValueChanges} disabled={!value}>
          Borrow
        </Button>
      </span>
    </DialogActions>
  );
}

export default function CustomActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Loan date"
        defaultValue={dayjs('2025-02-03')}
        closeOnSelect={false}
        slots={{ actionBar: ReturnDateActionBar }}
      />
    </LocalizationProvider>
  );
}
