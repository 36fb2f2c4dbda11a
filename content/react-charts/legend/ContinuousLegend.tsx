import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { months, moscow } from './temperatures';

type LabelPosition = 'start' | 'end' | 'extremes';

export default function ContinuousLegend() {
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="labelPosition"
        value={labelPosition}
        onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
        sx={{ minWidth: 160, mb: 1 }}
      >
        {['start', 'end', 'extremes'].map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 40,
            // Each bar takes its colour from its value, from deep blue to deep red.
            colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] },
            valueFormatter: (value: number) => `${value}°C`,
          },
        ]}
        series={[{ data: moscow, label: 'Moscow mean temperature' }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition,
            position: { vertical: 'top', horizontal: 'center' },
            sx: { width: 280 },
          },
        }}
      />
    </Box>
  );
}
