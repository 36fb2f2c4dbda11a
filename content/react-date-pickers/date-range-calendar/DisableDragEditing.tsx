import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DisableDragEditing() {
  const [disableDragEditing, setDisableDragEditing] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={disableDragEditing}
              onChange={(event) => setDisableDragEditing(event.target.checked)}
            />
          }
          label="disableDragEditing"
        />
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-11-10'), dayjs('2025-11-14')]}
          disableDragEditing={disableDragEditing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
