import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

// Change in passengers from 2019 to 2023, in percent, sorted from the biggest gain.
const change = airports
  .map((airport) => ({
    city: airport.city,
    change: Math.round(((airport.y2023 - airport.y2019) / airport.y2019) * 1000) / 10,
  }))
  .sort((a, b) => b.change - a.change);

export default function RecoveryDiverging() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      dataset={change}
      yAxis={[{ scaleType: 'band', dataKey: 'city', width: 120 }]}
      xAxis={[
        {
          label: 'Passengers, 2023 against 2019 (%)',
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#c62828', '#2e7d32'] },
        },
      ]}
      series={[{ dataKey: 'change', valueFormatter: (value) => `${value}%` }]}
      grid={{ vertical: true }}
    />
  );
}
