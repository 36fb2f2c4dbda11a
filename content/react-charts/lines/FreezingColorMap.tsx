import { LineChart } from '@mui/x-charts/LineChart';
import { months, moscow } from './temperatures';

export default function FreezingColorMap() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          // Below 0 °C the line and its area turn blue, above it red.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1565c0', '#c62828'] },
        },
      ]}
      series={[{ data: moscow, label: 'Moscow (°C)', area: true, baseline: 'min' }]}
    />
  );
}
