import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Isavia: passengers through Keflavík Airport, Iceland, in millions, rounded.
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
const passengersM = [4.86, 6.82, 8.76, 9.8, 7.25, 1.37, 2.24, 6.13, 7.8];
const cumulativeM = passengersM.map((_, index) =>
  Number(passengersM.slice(0, index + 1).reduce((sum, value) => sum + value, 0).toFixed(2)),
);

export default function HideInTooltip() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[
          {
            data: years,
            scaleType: 'point',
            // Tick labels stay; the tooltip gets no heading for this axis.
            hideTooltip: true,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: passengersM,
            label: 'Passengers that year',
            valueFormatter: (value) => `${value} M`,
          },
          {
            data: cumulativeM,
            label: 'Running total',
            // Returning null leaves this series out of the tooltip.
            valueFormatter: () => null,
            showMark: false,
          },
        ]}
      />
    </Box>
  );
}
