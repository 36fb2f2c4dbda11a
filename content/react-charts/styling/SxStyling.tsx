import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

// Statistics Norway and Statistics Finland: population on 1 January, millions.
const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

export default function SxStyling() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        grid={{ horizontal: true }}
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'norway', data: [5.21, 5.26, 5.3, 5.33, 5.37, 5.39, 5.43, 5.49, 5.55], label: 'Norway' },
          { id: 'finland', data: [5.49, 5.5, 5.51, 5.52, 5.53, 5.53, 5.55, 5.56, 5.6], label: 'Finland' },
        ]}
        sx={{
          // One series by its id: a dashed line.
          [`& .${lineElementClasses.series}-finland`]: { strokeDasharray: '6 4' },
          [`& .${markElementClasses.root}`]: { r: 3, strokeWidth: 1 },
          // Quieter axes: no axis line on y, grey tick labels everywhere. The axis root
          // class is needed to outweigh the axis' own tick label style.
          [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
          [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: { fill: '#757575' },
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '2 4' },
        }}
      />
    </Box>
  );
}
