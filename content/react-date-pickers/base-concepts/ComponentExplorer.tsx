import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

type Edits = 'date' | 'time' | 'dateTime';
type Kind = 'field' | 'view' | 'picker';

const names: Record<Edits, Record<Kind, string>> = {
  date: { field: 'DateField', view: 'DateCalendar', picker: 'DatePicker' },
  time: { field: 'TimeField', view: 'DigitalClock', picker: 'TimePicker' },
  dateTime: {
    field: 'DateTimeField',
    view: 'StaticDateTimePicker',
    picker: 'DateTimePicker',
  },
};

interface ExplorerProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}

const components: Record<Edits, Record<Kind, React.ComponentType<ExplorerProps>>> = {
  date: {
    field: (props) => <DateField label="Date" {...props} />,
    view: (props) => <DateCalendar {...props} />,
    picker: (props) => <DatePicker label="Date" {...props} />,
  },
  time: {
    field: (props) => <TimeField label="Time" {...props} />,
    view: (props) => <DigitalClock {...props} />,
    picker: (props) => <TimePicker label="Time" {...props} />,
  },
  dateTime: {
    field: (props) => <DateTimeField label="Date and time" {...props} />,
    view: (props) => <StaticDateTimePicker {...props} />,
    picker: (props) => <DateTimePicker label="Date and time" {...props} />,
  },
};

export default function ComponentExplorer() {
  const [edits, setEdits] = React.useState<Edits>('date');
  const [kind, setKind] = React.useState<Kind>('picker');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-20T14:30'));
  const Component = components[edits][kind];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="What the component edits"
            value={edits}
            onChange={(_, next: Edits | null) => next && setEdits(next)}
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="time">Time</ToggleButton>
            <ToggleButton value="dateTime">Date and time</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="How the reader edits"
            value={kind}
            onChange={(_, next: Kind | null) => next && setKind(next)}
          >
            <ToggleButton value="field">Type</ToggleButton>
            <ToggleButton value="view">Point</ToggleButton>
            <ToggleButton value="picker">Both</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {`import { ${names[edits][kind]} } from '@mui/x-date-pickers/${names[edits][kind]}';`}
        </Typography>
        <Box sx={{ minHeight: 120, overflowX: 'auto' }}>
          <Component value={value} onChange={setValue} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
