import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { months, precipitationMm } from './tokyo';

type SeriesType = 'bar' | 'line';

export default function SwitchSeriesType() {
  const [type, setType] = React.useState<SeriesType>('bar');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_, next: SeriesType | null) => next && setType(next)}
        aria-label="Series type"
      >
        <ToggleButton value="bar">bar</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <ChartContainer
        height={300}
        // Only the series' type changes; each plot draws the series of its own type.
        series={[
          type === 'bar'
            ? { type: 'bar', data: precipitationMm, valueFormatter: (v) => `${v} mm` }
            : { type: 'line', data: precipitationMm, area: true, valueFormatter: (v) => `${v} mm` },
        ]}
        xAxis={[{ scaleType: type === 'bar' ? 'band' : 'point', data: months }]}
        yAxis={[{ width: 40 }]}
      >
        <BarPlot />
        <AreaPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
