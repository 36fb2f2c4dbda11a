import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// U.S. Energy Information Administration: net generation by source, TWh, rounded.
const years = ['2019', '2020', '2021', '2022', '2023'];

export default function SeriesColors() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ width: 50 }]}
        series={[
          // A series colour is a CSS colour string: a named colour, hex, rgb() or hsl().
          { data: [965, 773, 898, 832, 675], label: 'Coal', color: '#5d4037' },
          { data: [1586, 1624, 1579, 1687, 1802], label: 'Natural gas', color: 'hsl(30, 100%, 47%)' },
          { data: [295, 338, 380, 434, 425], label: 'Wind', color: 'rgb(0, 131, 143)' },
        ]}
      />
    </Box>
  );
}
