import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { letterFrequency } from './letter-frequency';

export default function SliderComposition() {
  const clipPathId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <ChartContainerPro
        height={300}
        dataset={letterFrequency}
        series={[{ type: 'bar', dataKey: 'percent', valueFormatter: (v) => `${v}%` }]}
        xAxis={[
          {
            id: 'letters',
            scaleType: 'band',
            dataKey: 'letter',
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[{ width: 40 }]}
        initialZoom={[{ axisId: 'letters', start: 0, end: 50 }]}
      >
        {/* Zoomed-out bars would spill over the axes: clip the plot. */}
        <g clipPath={`url(#${clipPathId})`}>
          <BarPlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="band" />
        <ChartZoomSlider />
        <ChartsClipPath id={clipPathId} />
        <ChartsTooltip />
      </ChartContainerPro>
    </Box>
  );
}
