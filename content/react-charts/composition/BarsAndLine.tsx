import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { months, precipitationMm, sunshineHours } from './tokyo';

export default function BarsAndLine() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartContainer
        height={320}
        series={[
          {
            type: 'bar',
            data: precipitationMm,
            label: 'Precipitation',
            yAxisId: 'mm',
            color: '#4fc3f7',
            valueFormatter: (v) => `${v} mm`,
          },
          {
            type: 'line',
            data: sunshineHours,
            label: 'Sunshine',
            yAxisId: 'hours',
            color: '#f9a825',
            valueFormatter: (v) => `${v} h`,
          },
        ]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'mm', position: 'left', width: 50 },
          { id: 'hours', position: 'right', width: 50, min: 0 },
        ]}
      >
        {/* Children are drawn in order: grid first, so that it stays behind the plots. */}
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="mm" label="Precipitation (mm)" />
        <ChartsYAxis axisId="hours" label="Sunshine (hours)" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
