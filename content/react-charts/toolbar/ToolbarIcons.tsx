import * as React from 'react';
import Box from '@mui/material/Box';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { co2 } from './co2-mauna-loa';

const points = co2.map(({ year, ppm }) => ({ id: year, x: year, y: ppm }));

export default function ToolbarIcons() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChartPro
        showToolbar
        height={320}
        xAxis={[{ zoom: true, domainLimit: 'strict', valueFormatter: (year: number) => String(year) }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: points, label: 'CO₂, annual mean at Mauna Loa (ppm)' }]}
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
