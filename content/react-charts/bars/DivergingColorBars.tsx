import { BarChart } from '@mui/x-charts/BarChart';
import { recovery } from './airports';

export default function DivergingColorBars() {
  return (
    <BarChart
      height={320}
      dataset={recovery}
      xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
      yAxis={[
        {
          label: 'Passengers, 2023 vs 2019 (%)',
          width: 60,
          // Bars below the threshold take the first colour, bars above it the second.
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
        },
      ]}
      series={[{ dataKey: 'change', valueFormatter: (value) => `${value}%` }]}
    />
  );
}
