import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const leave: DateRange<Dayjs> = [dayjs('2025-12-22'), dayjs('2026-01-02')];

export default function FormPropsDateRangePickers() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data), null, 2));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Disabled" defaultValue={leave} disabled />
        <DateRangePicker label="Read-only" defaultValue={leave} readOnly />
        <Stack component="form" spacing={2} onSubmit={handleSubmit}>
          <DateRangePicker label="Annual leave" name="leave" defaultValue={leave} />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Submit
          </Button>
        </Stack>
        {submitted && (
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
          >
            {submitted}
          </Box>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
