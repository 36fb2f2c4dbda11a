import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { months, moscow, sydney } from './temperatures';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

export default function LegendPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('bottom');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<Direction>('horizontal');

  const select = <T extends string>(
    label: string,
    value: T,
    options: T[],
    onChange: (next: T) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={{ minWidth: 140 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {select('direction', direction, ['horizontal', 'vertical'], setDirection)}
        {select('position.vertical', vertical, ['top', 'middle', 'bottom'], setVertical)}
        {select('position.horizontal', horizontal, ['start', 'center', 'end'], setHorizontal)}
      </Stack>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: moscow, label: 'Moscow', valueFormatter: (v) => `${v} °C` },
          { data: sydney, label: 'Sydney', valueFormatter: (v) => `${v} °C` },
        ]}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
    </Box>
  );
}
