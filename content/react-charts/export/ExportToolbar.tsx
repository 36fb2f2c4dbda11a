import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { windSolarShare } from './wind-solar';

export default function ExportToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPro
        // The toolbar's export menu offers Print and "Export as PNG".
        showToolbar
        height={320}
        dataset={windSolarShare}
        xAxis={[{ scaleType: 'band', dataKey: 'country' }]}
        yAxis={[{ width: 40, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          { dataKey: 'wind', label: 'Wind', stack: 'share', valueFormatter: (v) => `${v}%` },
          { dataKey: 'solar', label: 'Solar', stack: 'share', valueFormatter: (v) => `${v}%` },
        ]}
      />
    </Box>
  );
}
