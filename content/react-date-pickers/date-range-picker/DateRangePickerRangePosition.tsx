import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function DateRangePickerRangePosition() {
  const [open, setOpen] = React.useState(false);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');

  const editFrom = (position: RangePosition) => {
    setRangePosition(position);
    setOpen(true);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Exhibition run"
          defaultValue={[dayjs('2025-03-14'), dayjs('2025-06-29')]}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => editFrom('start')}>
            Change opening day
          </Button>
          <Button variant="outlined" size="small" onClick={() => editFrom('end')}>
            Change closing day
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
