import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const moonLanding = dayjs('1969-07-20');

export default function FieldDOMStructure() {
  const sectionsRoot = React.useRef<HTMLDivElement>(null);
  const inputRoot = React.useRef<HTMLDivElement>(null);
  const [counts, setCounts] = React.useState<string[]>(['Counting…', 'Counting…']);

  // Count what each structure puts in the page, once it is there.
  React.useEffect(() => {
    const describe = (root: HTMLElement | null) =>
      root
        ? `${root.querySelectorAll('[role="spinbutton"]').length} spinbuttons, ` +
          `${root.querySelectorAll('input:not([aria-hidden="true"])').length} visible input`
        : '';
    setCounts([describe(sectionsRoot.current), describe(inputRoot.current)]);
  }, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1} ref={sectionsRoot}>
          <DateField label="Sections (default)" defaultValue={moonLanding} />
          <Typography variant="caption">{counts[0]}</Typography>
        </Stack>
        <Stack spacing={1} ref={inputRoot}>
          <DateField
            label="One <input>"
            defaultValue={moonLanding}
            enableAccessibleFieldDOMStructure={false}
          />
          <Typography variant="caption">{counts[1]}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
