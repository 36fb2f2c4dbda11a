import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Ember, yearly electricity data: share of wind and solar in global electricity generation, %.
const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023];
const share = [4.6, 5.2, 6.1, 6.8, 7.6, 9.0, 10.2, 11.8, 13.4];

export default function ExportFormats() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        showToolbar
        height={300}
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 40, min: 0, valueFormatter: (v: number) => `${v}%` }]}
        series={[{ data: share, label: 'Wind and solar, world', area: true, valueFormatter: (v) => `${v}%` }]}
        slotProps={{
          toolbar: {
            // One menu entry per format; browsers that cannot encode a format fall back to PNG.
            imageExportOptions: [
              { type: 'image/png', fileName: 'wind-and-solar' },
              { type: 'image/jpeg', quality: 0.85, fileName: 'wind-and-solar' },
              { type: 'image/webp', fileName: 'wind-and-solar' },
            ],
            printOptions: { fileName: 'Wind and solar share, 2015–2023' },
          },
        }}
      />
    </Box>
  );
}
