import { BarChart } from '@mui/x-charts/BarChart';
import { recovery } from './airports';

export default function RoundedBars() {
  return (
    <BarChart
      height={300}
      dataset={recovery}
      xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
      yAxis={[{ label: 'Passengers, 2023 vs 2019 (%)', width: 60 }]}
      series={[
        {
          dataKey: 'change',
          color: '#00897b',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      // Only the end away from zero is rounded: bars below zero round at the bottom.
      borderRadius={8}
    />
  );
}
