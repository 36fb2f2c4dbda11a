import * as React from 'react';
import Box from '@mui/material/Box';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { co2 } from './co2-mauna-loa';

export default function ToolbarIcons() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        showToolbar
        height={320}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            tickMinStep: 1,
            zoom: true,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ width: 50 }]}
        series={[{ dataKey: 'ppm', label: 'CO₂ (ppm)', area: true, showMark: false }]}
        // Icon slots change the icons and keep the buttons' behaviour and labels.
        slots={{
          zoomInIcon: AddCircleOutline,
          zoomOutIcon: RemoveCircleOutline,
          exportIcon: FileDownloadOutlined,
        }}
      />
    </Box>
  );
}
