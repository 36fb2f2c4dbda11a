import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend, type PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';
import { months, moscow } from './temperatures';

const bands = ['Freezing', 'Cold', 'Mild', 'Warm'];

// One label per colour band, instead of the numbers at its edges.
function bandLabel({ index }: PiecewiseLabelFormatterParams) {
  return bands[index] ?? null;
}

export default function PiecewiseLegend() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            width: 40,
            // Below 0 °C, 0–10 °C, 10–18 °C and 18 °C or more.
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 10, 18],
              colors: ['#2166ac', '#67a9cf', '#f4a582', '#b2182b'],
            },
          },
        ]}
        series={[
          {
            data: moscow,
            label: 'Moscow',
            area: true,
            valueFormatter: (v) => `${v} °C`,
          },
        ]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition: 'end',
            labelFormatter: bandLabel,
            markType: 'square',
          },
        }}
      />
    </Box>
  );
}
