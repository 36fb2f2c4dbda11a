import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Bank holidays in England and Wales, 2025 (GOV.UK).
const bankHolidays = [
  '2025-01-01',
  '2025-04-18',
  '2025-04-21',
  '2025-05-05',
  '2025-05-26',
  '2025-08-25',
  '2025-12-25',
  '2025-12-26',
].map((date) => dayjs(date));

const isBankHoliday = (day: Dayjs) => bankHolidays.some((holiday) => holiday.isSame(day, 'day'));

function BankHolidayField(props: DatePickerFieldProps) {
  const picker = usePickerContext();

  return (
    <Autocomplete
      id={props.id}
      ref={picker.triggerRef}
      options={bankHolidays}
      value={picker.value}
      onChange={(_event, newValue) => picker.setValue(newValue)}
      getOptionLabel={(date) => date.format('ddd D MMMM YYYY')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {params.InputProps.endAdornment}
                  <InputAdornment position="end">
                    <IconButton aria-label="Open the calendar" onClick={() => picker.setOpen(true)}>
                      <EventIcon />
                    </IconButton>
                  </InputAdornment>
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Office closed on"
        defaultValue={dayjs('2025-05-26')}
        referenceDate={dayjs('2025-05-01')}
        shouldDisableDate={(day) => !isBankHoliday(day)}
        slots={{ field: BankHolidayField }}
      />
    </LocalizationProvider>
  );
}
