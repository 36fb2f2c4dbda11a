import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Met Office, Heathrow 1991–2020 averages: days with 1 mm of rain or more.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainDays = [11, 9, 9, 9, 8, 8, 8, 8, 8, 11, 10, 10];

export default function BarValueLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rain days' }]}
        series={[{ data: rainDays, label: 'Days with ≥ 1 mm of rain' }]}
        // Write the value in the bar, unless the bar is too short to hold it.
        barLabel={(item, context) => (context.bar.height < 20 ? null : `${item.value}`)}
        hideLegend
      />
    </Box>
  );
}
