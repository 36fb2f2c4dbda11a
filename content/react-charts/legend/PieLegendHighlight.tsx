import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { regions } from './population';

export default function PieLegendHighlight() {
  // The data index of the slice picked in the legend, or null for none.
  const [picked, setPicked] = React.useState<number | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[
          {
            id: 'regions',
            data: regions,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} million`,
          },
        ]}
        // A controlled highlight: the legend sets it. Hovering a slice changes it too, so
        // keep the state in step with what the chart reports.
        highlightedItem={picked === null ? null : { seriesId: 'regions', dataIndex: picked }}
        onHighlightChange={(item) => setPicked(item?.dataIndex ?? null)}
        slotProps={{
          legend: {
            onItemClick: (_event: React.MouseEvent, item: SeriesLegendItemContext) => {
              // For a pie, itemId is the slice's id from the data.
              const index = regions.findIndex((region) => region.id === item.itemId);
              setPicked((current) => (current === index ? null : index));
            },
          },
        }}
      />
    </Box>
  );
}
