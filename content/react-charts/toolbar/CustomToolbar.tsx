import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { co2 } from './co2-mauna-loa';

// A toolbar of your own: a title, two zoom buttons and two export buttons.
// Toolbar gives it role="toolbar" and arrow-key navigation between its ToolbarButtons:
// the text buttons are rendered through a ToolbarButton to take part in it.
function Co2Toolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 8 }}>
      <Typography variant="subtitle2" component="span" sx={{ mr: 'auto' }}>
        Mauna Loa CO₂, 1959–2023
      </Typography>
      {/* The triggers are disabled at the zoom limits, and a disabled button fires no pointer
          events: each tooltip listens on a span around its button. */}
      <Tooltip title="Zoom in">
        <span>
          <ChartsToolbarZoomInTrigger render={<ToolbarButton size="small" aria-label="Zoom in" />}>
            <ZoomIn fontSize="small" />
          </ChartsToolbarZoomInTrigger>
        </span>
      </Tooltip>
      <Tooltip title="Zoom out">
        <span>
          <ChartsToolbarZoomOutTrigger render={<ToolbarButton size="small" aria-label="Zoom out" />}>
            <ZoomOut fontSize="small" />
          </ChartsToolbarZoomOutTrigger>
        </span>
      </Tooltip>
      <ChartsToolbarImageExportTrigger
        options={{ type: 'image/png', fileName: 'co2-mauna-loa' }}
        render={<ToolbarButton render={<Button size="small" variant="outlined" />} />}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger
        render={
          <ToolbarButton render={<Button size="small" variant="outlined" startIcon={<PrintOutlined />} />} />
        }
      >
        Print
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

export default function CustomToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        showToolbar
        height={340}
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
        series={[{ dataKey: 'ppm', label: 'CO₂ (ppm)', showMark: false }]}
        slots={{ toolbar: Co2Toolbar }}
        hideLegend
      />
    </Box>
  );
}
