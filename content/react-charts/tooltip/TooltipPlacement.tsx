import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { airports, codes } from './airports';

type Placement = 'right-start' | 'top' | 'bottom' | 'left';

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('top');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="placement"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        sx={{ minWidth: 160, mb: 1 }}
      >
        {['right-start', 'top', 'bottom', 'left'].map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: codes }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: airports.map((a) => a.y2023), label: '2023 passengers', valueFormatter: (v) => `${v} M` }]}
        slotProps={{ tooltip: { trigger: 'item', placement } }}
      />
    </Box>
  );
}
