import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { co2 } from './co2-mauna-loa';

// Growth from one year to the next, for the years that have a previous one.
const growth = co2.slice(1).map((entry, index) => ({
  year: entry.year,
  growth: Number((entry.ppm - co2[index].ppm).toFixed(2)),
}));
const levels = co2.slice(1);

export default function SyncedZoom() {
  // One state for both charts; their x-axes share the id 'years' and the same years.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'years', start: 60, end: 100 }]);

  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        height={220}
        dataset={levels}
        xAxis={[{ id: 'years', scaleType: 'band', dataKey: 'year', zoom: true }]}
        yAxis={[{ width: 50, label: 'ppm' }]}
        series={[{ dataKey: 'ppm', label: 'CO₂ level (ppm)' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <BarChartPro
        height={220}
        dataset={growth}
        xAxis={[{ id: 'years', scaleType: 'band', dataKey: 'year', zoom: true }]}
        yAxis={[{ width: 50, label: 'ppm/year' }]}
        series={[{ dataKey: 'growth', label: 'Growth on the year before (ppm)' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Box>
  );
}
