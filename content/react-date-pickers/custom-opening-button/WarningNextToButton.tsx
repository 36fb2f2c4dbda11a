import * as React from 'react';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Back from the Schengen area on 12 June 2025: the passport must stay valid three months longer.
const minimumExpiry = dayjs('2025-09-12');

const ErrorContext = React.createContext<DateValidationError>(null);

// Wraps the adornment that holds the opening button and adds a warning before it.
function AdornmentWithWarning({ children, ...props }: InputAdornmentProps) {
  const error = React.useContext(ErrorContext);
  return (
    <InputAdornment {...props}>
      {/* Icons are hidden from screen readers by default: expose this one, named by the tooltip. */}
      {error && (
        <Tooltip title="Valid until 12 September 2025 at least">
          <ErrorOutlineIcon color="error" tabIndex={0} role="img" aria-hidden={false} />
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

export default function WarningNextToButton() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ErrorContext.Provider value={error}>
        <DatePicker
          label="Passport expiry"
          defaultValue={dayjs('2025-07-01')}
          minDate={minimumExpiry}
          onError={setError}
          slots={{ inputAdornment: AdornmentWithWarning }}
          sx={{ width: 300, maxWidth: '100%' }}
        />
      </ErrorContext.Provider>
    </LocalizationProvider>
  );
}
