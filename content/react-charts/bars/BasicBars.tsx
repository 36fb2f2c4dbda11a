import { BarChart } from '@mui/x-charts/BarChart';
import { months, rainfallMm } from './london';

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[{ data: rainfallMm, label: 'Rainfall at Heathrow (mm)' }]}
    />
  );
}
