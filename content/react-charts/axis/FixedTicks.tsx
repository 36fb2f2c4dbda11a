import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

const years = co2.map(({ year }) => new Date(Date.UTC(year, 0, 1)));

// One tick at the start of each decade, wherever the automatic ticks would fall.
const decades = [1960, 1970, 1980, 1990, 2000, 2010, 2020].map(
  (year) => new Date(Date.UTC(year, 0, 1)),
);

export default function FixedTicks() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: years,
            tickInterval: decades,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? `${date.getUTCFullYear()}s`
                : String(date.getUTCFullYear()),
          },
        ]}
        yAxis={[{ label: 'CO₂ (ppm)' }]}
        series={[
          {
            data: co2.map(({ ppm }) => ppm),
            label: 'Mauna Loa annual mean',
            showMark: false,
            valueFormatter: (value) => `${value} ppm`,
          },
        ]}
        grid={{ vertical: true }}
        hideLegend
      />
    </Box>
  );
}
