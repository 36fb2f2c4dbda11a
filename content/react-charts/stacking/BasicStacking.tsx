import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { generationTWh, sourceLabels, sources, years } from './us-generation';

const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

export default function BasicStacking() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={360}
        xAxis={[{ scaleType: 'band', data: years, valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ label: 'Net generation (TWh)', width: 60 }]}
        // Every series with stack: 'total' is piled into one bar per year.
        series={sources.map((source) => ({
          data: generationTWh[source],
          label: sourceLabels[source],
          stack: 'total',
          valueFormatter: twh,
        }))}
      />
    </Box>
  );
}
