import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { meanTemperatureC, months, rainfallMm } from './london';

export default function BarsWithLine() {
  return (
    <ChartContainer
      height={320}
      series={[
        { type: 'bar', data: rainfallMm, label: 'Rainfall (mm)', yAxisId: 'rain' },
        { type: 'line', data: meanTemperatureC, label: 'Mean temperature (°C)', yAxisId: 'temp' },
      ]}
      xAxis={[{ scaleType: 'band', data: months }]}
      // Two value axes: each series names the one it is drawn against.
      yAxis={[
        { id: 'rain', width: 50 },
        { id: 'temp', position: 'right', width: 50 },
      ]}
    >
      <ChartsAxisHighlight x="band" />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" label="mm" />
      <ChartsYAxis axisId="temp" label="°C" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
