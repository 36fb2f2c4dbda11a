import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// India Meteorological Department, Mumbai (Santacruz), long-term averages:
// monthly rainfall in millimetres, rounded.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall = [1, 0, 0, 1, 13, 578, 841, 550, 342, 90, 19, 3];

export default function BarValueLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[{ data: rainfall, label: 'Mumbai, rainfall (mm)' }]}
        // Write the value in the bar, unless the bar is too short to hold it:
        // the dry months stay bare.
        barLabel={(item, context) => (context.bar.height < 20 ? null : `${item.value}`)}
        hideLegend
      />
    </Box>
  );
}
