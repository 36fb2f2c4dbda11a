import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { franceMix } from './france-mix';

export default function OrdinalColors() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        layout="horizontal"
        dataset={franceMix}
        yAxis={[
          {
            scaleType: 'band',
            dataKey: 'label',
            width: 90,
            // Colours by category: fossil generation stands out, the rest share one colour.
            colorMap: {
              type: 'ordinal',
              values: ['Fossil'],
              colors: ['#6d4c41'],
              unknownColor: '#00897b',
            },
          },
        ]}
        xAxis={[{ label: 'TWh, 2023' }]}
        series={[{ dataKey: 'value', label: 'Generation', valueFormatter: (v) => `${v} TWh` }]}
        hideLegend
      />
    </Box>
  );
}
