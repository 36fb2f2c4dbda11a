import { LineChart } from '@mui/x-charts/LineChart';
import { london, months, sydney } from './temperatures';

export default function LineGrid() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: london, label: 'London (°C)' },
        { data: sydney, label: 'Sydney (°C)' },
      ]}
      // Lines at every tick: follow a month down, or a temperature across.
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
