import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Met Office and Météo-France climate averages, 1991–2020: monthly rainfall in mm, rounded.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const london = [55, 41, 42, 44, 49, 45];
const paris = [51, 41, 48, 44, 65, 50];

// The legend has room for a city name; the tooltip can say where it was measured.
const labelFor =
  (city: string, station: string) => (location: 'tooltip' | 'legend') =>
    location === 'legend' ? city : `${city} (${station})`;

export default function LabelByLocation() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[
          {
            data: london,
            label: labelFor('London', 'Heathrow'),
            valueFormatter: (v) => `${v} mm`,
          },
          {
            data: paris,
            label: labelFor('Paris', 'Montsouris'),
            valueFormatter: (v) => `${v} mm`,
          },
        ]}
      />
    </Box>
  );
}
