import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function show(value: unknown) {
  if (typeof value === 'function') return 'function';
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  return JSON.stringify(value);
}

function Readout({ title, entries }: { title: string; entries: [string, unknown][] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      {entries.map(([key, value]) => (
        <Typography key={key} variant="body2" sx={{ fontFamily: 'monospace' }}>
          {key}: {show(value)}
        </Typography>
      ))}
    </Box>
  );
}

// Lists the props the picker hands to its field, next to what the field reads from the context.
function InspectedDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext();

  return (
    <Stack spacing={2}>
      <DateField {...props} />
      <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
        <Readout title="props" entries={Object.entries(props)} />
        <Readout
          title="usePickerContext()"
          entries={[
            ['label', picker.label],
            ['fieldFormat', picker.fieldFormat],
            ['value', picker.value],
            ['open', picker.open],
          ]}
        />
      </Stack>
    </Stack>
  );
}

// UK general election 2024 (UK Parliament): Parliament was dissolved on 30 May and polling day
// was Thursday 4 July; the latest polling day the law allowed was 28 January 2025.
const dissolution = dayjs('2024-05-30');
const pollingDay = dayjs('2024-07-04');
const latestPollingDay = dayjs('2025-01-28');

export default function FieldPropsReadout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Polling day"
        format="D MMM YYYY"
        defaultValue={pollingDay}
        minDate={dissolution}
        maxDate={latestPollingDay}
        // General elections are held on a Thursday by convention.
        shouldDisableDate={(day) => day.day() !== 4}
        slots={{ field: InspectedDateField }}
      />
    </LocalizationProvider>
  );
}
