import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { months, precipitationMm } from './tokyo';

export default function ClipToArea() {
  const [clip, setClip] = React.useState(true);
  const clipPathId = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip to the drawing area"
      />
      <ChartContainer
        height={300}
        series={[{ type: 'line', data: precipitationMm, area: true }]}
        xAxis={[{ scaleType: 'point', data: months }]}
        // A fixed maximum below the wettest months: they go past the top.
        yAxis={[{ width: 40, max: 180 }]}
        margin={{ top: 40 }}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
    </Box>
  );
}
