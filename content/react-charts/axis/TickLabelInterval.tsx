import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { co2 } from './co2-mauna-loa';

// Year-on-year growth of the annual mean, in ppm.
const growth = co2.slice(1).map((entry, index) => ({
  year: entry.year,
  growth: Number((entry.ppm - co2[index].ppm).toFixed(2)),
}));

export default function TickLabelInterval() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        dataset={growth}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'year',
            // A tick for every year, a label only for years ending in 0 or 5.
            tickLabelInterval: (year: number) => year % 5 === 0,
          },
        ]}
        yAxis={[{ label: 'Growth (ppm per year)' }]}
        series={[
          {
            dataKey: 'growth',
            label: 'Annual CO₂ growth at Mauna Loa',
            valueFormatter: (value) => `+${value} ppm`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
