import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { co2 } from './co2-mauna-loa';

export default function DefaultToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        // Zoom buttons appear because an axis has zoom; the export menu is always there.
        showToolbar
        height={320}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            domainLimit: 'strict',
            tickMinStep: 1,
            zoom: true,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'ppm', label: 'CO₂, Mauna Loa annual mean (ppm)', showMark: false }]}
      />
    </Box>
  );
}
