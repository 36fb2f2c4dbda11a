import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

interface Announced {
  group: string;
  sections: string;
  button: string;
  description: string;
}

/** Reads what assistive technology is given: names, roles and the description. */
function readAccessibleNames(root: HTMLElement): Announced {
  const group = root.querySelector<HTMLElement>('[role="group"]');
  const labelledBy = group?.getAttribute('aria-labelledby') ?? '';
  const describedBy = group?.getAttribute('aria-describedby') ?? '';
  const textOf = (ids: string) =>
    ids
      .split(' ')
      .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
      .join(' ')
      .trim();
  const sections = [...root.querySelectorAll<HTMLElement>('[role="spinbutton"]')]
    .map((section) => {
      const value = section.getAttribute('aria-valuetext') ?? section.getAttribute('aria-valuenow');
      return `${section.getAttribute('aria-label')}: ${value ?? 'empty'}`;
    })
    .join(', ');
  return {
    group: textOf(labelledBy),
    sections,
    button: root.querySelector('button')?.getAttribute('aria-label') ?? '',
    description: textOf(describedBy),
  };
}

export default function AccessibleNames() {
  const root = React.useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = React.useState<Announced | null>(null);
  const update = () => {
    if (root.current) setAnnounced(readAccessibleNames(root.current));
  };

  // The names exist once the field is in the page.
  React.useEffect(update, []);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Box ref={root}>
          <DatePicker
            label="Departure date"
            defaultValue={dayjs('2025-09-14')}
            onChange={() => requestAnimationFrame(update)}
            slotProps={{
              textField: { required: true, helperText: 'The day your flight leaves' },
            }}
          />
        </Box>
        {/* Room for the names as they wrap on a phone: they are read from the page once the picker is in it. */}
        <Box
          component="dl"
          sx={{
            m: 0,
            minHeight: { xs: 230, sm: 0 },
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            fontSize: 14,
            '& dd': { m: 0, fontFamily: 'monospace' },
          }}
        >
          <dt>Field group</dt>
          <dd>{announced?.group}</dd>
          <dt>Sections</dt>
          <dd>{announced?.sections}</dd>
          <dt>Description</dt>
          <dd>{announced?.description}</dd>
          <dt>Open button</dt>
          <dd>{announced?.button}</dd>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
