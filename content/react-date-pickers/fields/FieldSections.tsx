import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';

export default function FieldSections() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-08-01T19:30'));
  const [sections, setSections] = React.useState<FieldSection[]>([]);
  const [active, setActive] = React.useState<number | null>(null);

  // The field builds its sections while rendering: read them again after each new value or selection.
  React.useEffect(() => {
    setSections(fieldRef.current?.getSections() ?? []);
  }, [value, active]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateTimeField
          label="Curtain up"
          format="ddd D MMM YYYY, hh:mm A"
          value={value}
          onChange={setValue}
          unstableFieldRef={fieldRef}
          onSelectedSectionsChange={(selected) =>
            setActive(typeof selected === 'number' ? selected : null)
          }
          sx={{ width: 320, maxWidth: '100%' }}
        />
        {/* On a phone the table scrolls sideways: a tab stop lets a keyboard scroll it too. */}
        <Box
          role="region"
          aria-label="Sections of the field"
          tabIndex={0}
          sx={{ overflowX: 'auto', minHeight: 330 }}
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>type</TableCell>
                <TableCell>format</TableCell>
                <TableCell>contentType</TableCell>
                <TableCell>value</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sections.map((section, index) => (
                <TableRow key={index} selected={index === active}>
                  <TableCell>{index}</TableCell>
                  <TableCell>{section.type}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{section.format}</TableCell>
                  <TableCell>{section.contentType}</TableCell>
                  <TableCell>{section.value || '(empty)'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
