import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { months, precipitationMm, sunshineHours } from './tokyo';

// The provider holds the data; the legend is plain HTML beside the SVG, in a
// layout of your choosing (here a column on the left on wide screens).
export default function ProviderAndSurface() {
  return (
    <ChartDataProvider
      series={[
        { type: 'line', data: precipitationMm, label: 'Precipitation (mm)', area: true },
        { type: 'line', data: sunshineHours, label: 'Sunshine (hours)' },
      ]}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40 }]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <ChartsLegend direction="vertical" sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }} />
        {/* The surface fills its parent: give the parent a size. */}
        <Box sx={{ flex: 1, height: 280, minWidth: 0 }}>
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
          </ChartsSurface>
        </Box>
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
