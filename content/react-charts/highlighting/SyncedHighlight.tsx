import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { regions } from './regions';

// Population in 2050 by region: one series of values for the bars, the same
// values as slices of the pie. Both charts share one highlight state.
const in2050 = regions.map((region) => ({ id: region.id, label: region.label, value: region.data[5] }));
const colors = ['#1976d2', '#ef6c00', '#7b1fa2', '#2e7d32', '#c62828'];

export default function SyncedHighlight() {
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <BarChart
          height={280}
          xAxis={[
            {
              scaleType: 'band',
              data: in2050.map((region) => region.label),
              colorMap: { type: 'ordinal', colors },
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ width: 40 }]}
          series={[
            {
              id: 'population',
              data: in2050.map((region) => region.value),
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (v) => `${v} bn`,
            },
          ]}
          slotProps={{ tooltip: { trigger: 'item' } }}
          highlightedItem={item}
          onHighlightChange={setItem}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <PieChart
          height={280}
          colors={colors}
          series={[
            {
              // The same id and data indices as the bar series: one item identifies both.
              id: 'population',
              data: in2050,
              highlightScope: { highlight: 'item', fade: 'global' },
              valueFormatter: (slice) => `${slice.value} bn`,
            },
          ]}
          highlightedItem={item}
          onHighlightChange={setItem}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
