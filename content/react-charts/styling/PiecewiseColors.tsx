import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { euTarget2030, renewableShare } from './renewables';

export default function PiecewiseColors() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={340}
        dataset={renewableShare}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'country',
            height: 70,
            tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
          },
        ]}
        yAxis={[
          {
            width: 40,
            valueFormatter: (v: number) => `${v}%`,
            // Bars at or above the 2030 target are green, the others grey.
            colorMap: { type: 'piecewise', thresholds: [euTarget2030], colors: ['#9e9e9e', '#2e7d32'] },
          },
        ]}
        series={[
          {
            dataKey: 'share',
            label: 'Renewable share, 2022',
            valueFormatter: (v) => `${v}%`,
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine y={euTarget2030} label="EU 2030 target" labelAlign="end" />
      </BarChart>
    </Box>
  );
}
