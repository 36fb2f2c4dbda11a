import { LineChart } from '@mui/x-charts/LineChart';
import { london, months } from './temperatures';

export default function BasicLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[{ data: london, label: 'London, mean temperature (°C)' }]}
    />
  );
}
