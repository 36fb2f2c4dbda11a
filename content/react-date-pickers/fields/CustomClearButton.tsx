import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomClearButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <DateField
          label="Icon of your own"
          defaultValue={dayjs('2025-05-09')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          slotProps={{ clearButton: { 'aria-label': 'Clear the date' } }}
        />
        {/* Clear button first, calendar button after it. */}
        <DatePicker
          label="Clear button at the start"
          defaultValue={dayjs('2025-05-09')}
          slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
        />
        <DatePicker
          label="Calendar button at the start"
          defaultValue={dayjs('2025-05-09')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
