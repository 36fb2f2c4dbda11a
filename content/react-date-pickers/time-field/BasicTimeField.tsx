import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Doors open"
        name="doorsOpen"
        helperText="Local time at the venue"
        sx={{ width: 220, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
