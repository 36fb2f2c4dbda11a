import * as React from 'react';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const ErrorContext = React.createContext<DateRangeValidationError>([null, null]);

function AdornmentWithWarning({ children, ...props }: InputAdornmentProps) {
  const [startError, endError] = React.useContext(ErrorContext);
  const error = startError ?? endError;
  return (
    <InputAdornment {...props}>
      {/* Icons are hidden from screen readers by default: expose this one, named by the tooltip. */}
      {error && (
        <Tooltip title={error === 'invalidRange' ? 'The end is before the start' : 'Choose a Friday, Saturday or Sunday'}>
          <ErrorOutlineIcon color="error" tabIndex={0} role="img" aria-hidden={false} />
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function WarningNextToButtonRange() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ErrorContext.Provider value={error}>
        <DateRangePicker
          label="Weekend away"
          defaultValue={[dayjs('2025-06-13'), dayjs('2025-06-15')]}
          shouldDisableDate={(day) => day.day() > 0 && day.day() < 5}
          onError={setError}
          slots={{ inputAdornment: AdornmentWithWarning }}
          sx={{ width: 340, maxWidth: '100%' }}
        />
      </ErrorContext.Provider>
    </LocalizationProvider>
  );
}
