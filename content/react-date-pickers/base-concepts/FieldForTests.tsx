import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Eurovision Song Contest 2025: the grand final was held in Basel on 17 May 2025 (EBU).
const grandFinal = dayjs('2025-05-17');

// What a test can find in the picker: a group of spinbuttons, and an <input>.
function readDom(root: HTMLElement | null): string[] {
  const input = root?.querySelector('input');
  if (!root || !input) {
    return [];
  }
  const sections = Array.from(root.querySelectorAll('[role="spinbutton"]'));
  const hidden = input.getAttribute('aria-hidden') === 'true';
  return [
    root.querySelector('[role="group"]')
      ? `group of spinbuttons: ${sections.map((s) => s.getAttribute('aria-label')).join(', ')}`
      : 'no group, no spinbuttons',
    `input[name="${input.name}"]: "${input.value}"${hidden ? ', aria-hidden, tabindex -1' : ''}`,
  ];
}

// What Testing Library's fireEvent.change does: set the value behind React's back, dispatch.
function fillLikeATest(root: HTMLElement | null, text: string) {
  const input = root?.querySelector('input');
  if (input) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function InspectedPicker({ accessible }: { accessible: boolean }) {
  const root = React.useRef<HTMLDivElement>(null);
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [dom, setDom] = React.useState<string[]>([]);

  // Read the DOM once it is in the page, and again after each change of value.
  React.useEffect(() => setDom(readDom(root.current)), [value]);

  return (
    <Stack ref={root} spacing={1} sx={{ width: 300, maxWidth: '100%' }}>
      <DatePicker
        label={accessible ? 'Sections (default)' : 'One visible input'}
        name={accessible ? 'final-sections' : 'final-input'}
        value={value}
        onChange={setValue}
        referenceDate={grandFinal}
        enableAccessibleFieldDOMStructure={accessible}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={() => fillLikeATest(root.current, '05/17/2025')}
      >
        Fill with 05/17/2025
      </Button>
      {/* Room for four lines: the DOM can be read only once the picker is in the page. */}
      <Stack sx={{ minHeight: 80 }}>
        {dom.map((line) => (
          <Typography key={line} variant="caption" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Stack>
      <Typography variant="body2">
        State: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
      </Typography>
    </Stack>
  );
}

export default function FieldForTests() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <InspectedPicker accessible />
        <InspectedPicker accessible={false} />
      </Stack>
    </LocalizationProvider>
  );
}
