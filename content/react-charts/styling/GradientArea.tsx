import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

// Japan Meteorological Agency, Tokyo 1991–2020 normals: hours of sunshine per month.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [193, 170, 175, 179, 180, 124, 146, 175, 129, 133, 150, 174];

export default function GradientArea() {
  // Unique per chart: two gradients with one id would paint each other's areas.
  const gradientId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 0 }]}
        series={[{ data: sunshine, area: true, color: '#f9a825', label: 'Sunshine (hours)' }]}
        sx={{ [`& .${areaElementClasses.root}`]: { fill: `url(#${gradientId})` } }}
        hideLegend
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#f9a825" stopOpacity={0.6} />
            <stop offset="100%" stopColor="#f9a825" stopOpacity={0} />
          </linearGradient>
        </defs>
      </LineChart>
    </Box>
  );
}
