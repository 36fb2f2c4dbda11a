import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// RTE, Bilan électrique 2023: electricity generated in France by source, in TWh, rounded.
const sources = [
  { id: 'nuclear', name: 'Nuclear', short: 'Nucl.', value: 320 },
  { id: 'hydro', name: 'Hydropower', short: 'Hydro', value: 59 },
  { id: 'wind', name: 'Wind', short: 'Wind', value: 51 },
  { id: 'fossil', name: 'Gas, coal and oil', short: 'Fossil', value: 32 },
  { id: 'solar', name: 'Solar', short: 'Solar', value: 22 },
  { id: 'bio', name: 'Bioenergy', short: 'Bio', value: 11 },
];

const total = sources.reduce((sum, source) => sum + source.value, 0);

export default function PieLabels() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={300}
        series={[
          {
            data: sources.map((source) => ({
              id: source.id,
              value: source.value,
              // A slice's label can differ in the legend, the tooltip and on the arc.
              label: (location) => {
                if (location === 'arc') return source.short;
                if (location === 'legend') return source.name;
                return `${source.name}, ${Math.round((source.value / total) * 100)}%`;
              },
            })),
            arcLabel: 'label',
            arcLabelMinAngle: 20,
            valueFormatter: (item) => `${item.value} TWh`,
          },
        ]}
      />
    </Box>
  );
}
