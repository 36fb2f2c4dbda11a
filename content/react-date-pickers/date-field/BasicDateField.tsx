import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function BasicDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Date of issue"
        name="issuedOn"
        helperText="As printed on the document"
        sx={{ width: 260, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
