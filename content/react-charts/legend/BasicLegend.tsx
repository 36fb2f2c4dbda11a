import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { regions } from './population';

export default function BasicLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[
          {
            data: regions,
            innerRadius: 50,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} million`,
          },
        ]}
      />
    </Box>
  );
}
