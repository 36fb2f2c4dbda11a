import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { months, moscow, sydney } from './temperatures';

export default function LegendMarks() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          // A line series gets a line mark by default. Sydney is drawn with
          // its points, so its legend shows a circle to match.
          { data: moscow, label: 'Moscow', showMark: false },
          { data: sydney, label: 'Sydney', labelMarkType: 'circle' },
        ]}
      >
        <ChartsReferenceLine y={0} lineStyle={{ strokeDasharray: '2 2' }} />
      </LineChart>
    </Box>
  );
}
