import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { meanTemperatureC, months, rainfallMm } from './climate';

// A climate chart: rainfall and temperature have different units, so each
// series names the y-axis it is measured against.
export default function MultipleAxes() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartContainer
        height={320}
        series={[
          {
            type: 'bar',
            data: rainfallMm,
            label: 'Rainfall',
            yAxisId: 'rainfall',
            valueFormatter: (value) => `${value} mm`,
          },
          {
            type: 'line',
            data: meanTemperatureC,
            label: 'Mean temperature',
            yAxisId: 'temperature',
            color: '#d84315',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rainfall', label: 'Rainfall (mm)', position: 'left', width: 60 },
          { id: 'temperature', label: 'Temperature (°C)', position: 'right', width: 60 },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rainfall" />
        <ChartsYAxis axisId="temperature" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
