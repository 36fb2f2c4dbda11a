import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { airports, codes } from './airports';

type Trigger = 'axis' | 'item' | 'none';

const millions = (value: number | null) => `${value} M`;

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, next: Trigger | null) => next && setTrigger(next)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: codes }]}
        yAxis={[{ width: 60, label: 'Passengers (millions)' }]}
        series={[
          { data: airports.map((a) => a.y2019), label: '2019', valueFormatter: millions },
          { data: airports.map((a) => a.y2023), label: '2023', valueFormatter: millions },
        ]}
        slotProps={{ tooltip: { trigger } }}
        // The band highlight belongs with the axis tooltip.
        axisHighlight={{ x: trigger === 'axis' ? 'band' : 'none' }}
      />
    </Box>
  );
}
