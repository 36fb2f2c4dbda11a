import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { memberStates } from './eu-population';

// The default palette has seven colours; 27 slices need their own, spread
// round the colour wheel by the golden angle.
const colors = memberStates.map(
  (_, index) => `hsl(${(index * 137.5) % 360}, 60%, 50%)`,
);

export default function ScrollableLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={300}
        colors={colors}
        series={[
          {
            data: memberStates,
            innerRadius: 40,
            valueFormatter: (item) => `${item.value} million`,
          },
        ]}
        slotProps={{
          legend: {
            // One scrolling column instead of wrapping into more; tabIndex lets
            // the keyboard scroll it.
            sx: {
              flexWrap: 'nowrap',
              maxHeight: 260,
              overflowY: 'auto',
              gap: 1,
              pr: 2,
            },
            tabIndex: 0,
          },
        }}
      />
    </Box>
  );
}
