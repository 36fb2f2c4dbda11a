import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Long-term monthly average rainfall in millimetres, rounded: Met Éireann
// (Dublin Airport) and IPMA (Lisbon) climate normals.
const dublin = [63, 48, 51, 51, 60, 60];
const lisbon = [100, 83, 53, 65, 53, 16];

// A missing month arrives as null: say so instead of printing "null mm".
const millimetres = (value: number | null) =>
  value === null ? 'No data' : `${value} mm`;

export default function BasicBarChart() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={[
          { data: dublin, label: 'Dublin', valueFormatter: millimetres },
          { data: lisbon, label: 'Lisbon', valueFormatter: millimetres },
        ]}
      />
    </Box>
  );
}
