import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { co2 } from './co2-mauna-loa';

export default function ZoomLine() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        height={300}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            domainLimit: 'strict',
            tickMinStep: 1,
            // The only line needed: this axis can now be zoomed and panned.
            zoom: true,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ width: 50, label: 'CO₂ (ppm)' }]}
        series={[{ dataKey: 'ppm', label: 'Mauna Loa annual mean', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
