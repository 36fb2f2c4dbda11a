import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

// Dates built in UTC and shown on a `utc` axis read the same in every time
// zone, so the server and the browser draw identical ticks.
const years = co2.map(({ year }) => new Date(Date.UTC(year, 0, 1)));

export default function TimeAxis() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: years,
            // Without it, the domain is rounded out: to 1955–2025 when wide, 1950–2030 on a phone.
            domainLimit: 'strict',
            valueFormatter: (date: Date) => String(date.getUTCFullYear()),
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
      />
    </Box>
  );
}
