import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Approximate long-term average rainfall, in millimetres.
const dublin = [63, 48, 51, 51, 60, 60];
const lisbon = [100, 83, 53, 65, 53, 16];

export default function BasicBarChart() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[
          { data: dublin, label: 'Dublin', valueFormatter: (v) => `${v} mm` },
          { data: lisbon, label: 'Lisbon', valueFormatter: (v) => `${v} mm` },
        ]}
      />
    </Box>
  );
}
