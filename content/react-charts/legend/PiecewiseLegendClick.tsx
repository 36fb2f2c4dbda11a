import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  PiecewiseColorLegend,
  type PiecewiseColorLegendItemContext,
} from '@mui/x-charts/ChartsLegend';
import { months, moscow } from './temperatures';

type Band = PiecewiseColorLegendItemContext;

// Like the colour map, a band takes in its lower bound but not its upper one.
function inBand(value: number, { minValue, maxValue }: Band) {
  const aboveMin = minValue === null || value >= Number(minValue);
  const belowMax = maxValue === null || value < Number(maxValue);
  return aboveMin && belowMax;
}

export default function PiecewiseLegendClick() {
  const [band, setBand] = React.useState<Band | null>(null);
  const matching = band
    ? months.filter((_, index) => inBand(moscow[index]!, band))
    : [];

  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            width: 56,
            valueFormatter: (value: number) => `${value} °C`,
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 10, 18],
              colors: ['#2166ac', '#67a9cf', '#f4a582', '#b2182b'],
            },
          },
        ]}
        series={[{ data: moscow, label: 'Moscow' }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            direction: 'vertical',
            labelPosition: 'end',
            onItemClick: (_event: React.MouseEvent, item: Band) => setBand(item),
          },
        }}
      />
      <Typography variant="body2" sx={{ minHeight: '1.5em' }}>
        {band
          ? `${band.label}: ${matching.join(', ')}`
          : 'Click a band in the legend to list its months.'}
      </Typography>
    </Box>
  );
}
