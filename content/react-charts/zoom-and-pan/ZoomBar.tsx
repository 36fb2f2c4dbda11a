import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { letterFrequency } from './letter-frequency';

export default function ZoomBar() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPro
        height={300}
        dataset={letterFrequency}
        xAxis={[{ id: 'letters', scaleType: 'band', dataKey: 'letter', zoom: true }]}
        yAxis={[{ width: 40, valueFormatter: (v: number) => `${v}%` }]}
        series={[{ dataKey: 'percent', label: 'Share of letters', valueFormatter: (v) => `${v}%` }]}
        // Open on the twelve most common letters: zoom is in percent of the axis.
        initialZoom={[{ axisId: 'letters', start: 0, end: 46 }]}
        hideLegend
      />
    </Box>
  );
}
