import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { co2 } from './co2-mauna-loa';

export default function ReferenceLines() {
  return (
    <Box sx={{ width: '100%' }}>
      <ChartContainer
        height={300}
        dataset={co2}
        xAxis={[
          {
            dataKey: 'year',
            scaleType: 'linear',
            min: 1959,
            max: 2023,
            valueFormatter: (year: number) => String(year),
          },
        ]}
        yAxis={[{ min: 300, max: 440, width: 50 }]}
        series={[{ type: 'line', dataKey: 'ppm', showMark: false }]}
      >
        <ChartsGrid horizontal />
        <LinePlot />
        {/* 350 ppm: the level climate scientists proposed as a safe upper limit. */}
        <ChartsReferenceLine
          y={350}
          label="350 ppm"
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4' }}
        />
        {/* Adopted in December 2015, the Paris Agreement aims to keep warming well below 2 °C. */}
        {/* Near the right edge: end the label at the line instead of starting it there. */}
        <ChartsReferenceLine
          x={2015}
          label="Paris Agreement"
          labelAlign="end"
          labelStyle={{ textAnchor: 'end' }}
          spacing={{ x: -6, y: 5 }}
        />
        <ChartsXAxis />
        <ChartsYAxis label="CO₂ (ppm)" />
      </ChartContainer>
    </Box>
  );
}
