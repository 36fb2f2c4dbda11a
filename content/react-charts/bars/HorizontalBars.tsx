import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

export default function HorizontalBars() {
  return (
    <BarChart
      height={400}
      layout="horizontal"
      dataset={airports}
      // In a horizontal chart the categories go on the y-axis.
      yAxis={[{ scaleType: 'band', dataKey: 'city', width: 120 }]}
      xAxis={[{ label: 'Passengers in 2023 (millions)' }]}
      series={[{ dataKey: 'y2023', label: '2023' }]}
      hideLegend
    />
  );
}
