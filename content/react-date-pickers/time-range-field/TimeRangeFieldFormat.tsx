import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Tate Modern's opening hours: 10:00 to 18:00.
const openingHours: DateRange<Dayjs> = [dayjs('2025-06-12T10:00'), dayjs('2025-06-12T18:00')];

export default function TimeRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 320 }}>
        <SingleInputTimeRangeField label="Default (locale's clock)" defaultValue={openingHours} />
        <SingleInputTimeRangeField label="ampm={false}" defaultValue={openingHours} ampm={false} />
        <SingleInputTimeRangeField
          label="Custom format"
          defaultValue={openingHours}
          format="HH.mm"
          dateSeparator="until"
        />
      </Stack>
    </LocalizationProvider>
  );
}
