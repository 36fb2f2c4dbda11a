import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { months, moscow, sydney } from './temperatures';

export default function LegendStyling() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: moscow, label: 'Moscow', color: '#1565c0' },
          { data: sydney, label: 'Sydney', color: '#ef6c00' },
        ]}
        slotProps={{
          legend: {
            sx: {
              gap: 3,
              [`.${legendClasses.label}`]: { fontWeight: 600, letterSpacing: 0.5 },
              [`.${legendClasses.mark}`]: { width: 20, height: 8, borderRadius: 1 },
            },
          },
        }}
      />
    </Box>
  );
}
