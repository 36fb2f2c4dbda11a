import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

type Orientation = 'portrait' | 'landscape';

const outline = (color: string) => ({ outline: `2px dashed ${color}`, outlineOffset: -2 });

const shortcuts = [
  { label: 'Christmas Day', getValue: () => dayjs('2025-12-25') },
  { label: 'Boxing Day', getValue: () => dayjs('2025-12-26') },
  { label: "New Year's Day", getValue: () => dayjs('2026-01-01') },
];

export default function LayoutBlocks() {
  const [orientation, setOrientation] = React.useState<Orientation>('portrait');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={orientation}
          aria-label="Orientation"
          onChange={(_event, next: Orientation | null) => {
            if (next) setOrientation(next);
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDatePicker
            orientation={orientation}
            defaultValue={dayjs('2025-12-25')}
            slotProps={{
              shortcuts: { items: shortcuts },
              actionBar: { actions: ['cancel', 'accept'] },
              layout: {
                sx: {
                  [`.${pickersLayoutClasses.toolbar}`]: outline('#1976d2'),
                  [`.${pickersLayoutClasses.shortcuts}`]: outline('#9c27b0'),
                  [`.${pickersLayoutClasses.contentWrapper}`]: outline('#2e7d32'),
                  [`.${pickersLayoutClasses.actionBar}`]: outline('#ed6c02'),
                },
              },
            }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
