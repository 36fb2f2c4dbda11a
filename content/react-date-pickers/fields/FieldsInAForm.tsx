import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function FieldsInAForm() {
  const [submitted, setSubmitted] = React.useState<Record<string, string> | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(Object.fromEntries([...data].map(([key, value]) => [key, String(value)])));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={handleSubmit}>
        <DatePicker name="pickupDate" label="Pick-up date" defaultValue={dayjs('2025-06-02')} />
        <TimeField
          name="pickupTime"
          label="Pick-up time"
          ampm={false}
          defaultValue={dayjs('2025-06-02T10:30')}
        />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
        <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13 }}>
          {submitted ? JSON.stringify(submitted, null, 2) : 'FormData appears here'}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
