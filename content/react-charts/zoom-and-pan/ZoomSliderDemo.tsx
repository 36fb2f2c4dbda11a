import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro';
import { co2 } from './co2-mauna-loa';

export default function ZoomSliderDemo() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('hover');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="slider.showTooltip"
        value={showTooltip}
        onChange={(event) => setShowTooltip(event.target.value as ZoomSliderShowTooltip)}
        sx={{ minWidth: 180, mb: 1 }}
      >
        {['hover', 'always', 'never'].map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <LineChartPro
        height={320}
        dataset={co2}
        xAxis={[
          {
            id: 'years',
            dataKey: 'year',
            scaleType: 'linear',
            domainLimit: 'strict',
            tickMinStep: 1,
            zoom: { slider: { enabled: true, showTooltip } },
            // The slider's tooltip has a location of its own.
            valueFormatter: (year: number, context) =>
              context.location === 'zoom-slider-tooltip' ? `Year ${Math.round(year)}` : String(year),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'ppm', label: 'CO₂ (ppm)', showMark: false }]}
        initialZoom={[{ axisId: 'years', start: 40, end: 100 }]}
        hideLegend
      />
    </Box>
  );
}
