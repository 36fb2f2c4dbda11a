import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { regions } from './population';

const shortNames: Record<string, string> = {
  latam: 'Latin America',
  northam: 'North America',
};

// The legend is short of room, so it gets the short name; the tooltip keeps
// the UN's full one.
const slices = regions.map((region) => ({
  ...region,
  label: (location: 'tooltip' | 'legend' | 'arc') =>
    location === 'legend' ? (shortNames[region.id] ?? region.label) : region.label,
}));

export default function LegendLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[
          {
            data: slices,
            innerRadius: 50,
            valueFormatter: (item) =>
              `${item.value.toLocaleString('en-US')} million`,
          },
        ]}
      />
    </Box>
  );
}
