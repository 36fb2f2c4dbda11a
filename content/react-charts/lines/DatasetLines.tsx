import { LineChart } from '@mui/x-charts/LineChart';
import { normals } from './temperatures';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function DatasetLines() {
  return (
    <LineChart
      height={320}
      dataset={normals}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ label: 'Mean temperature (°C)' }]}
      series={[
        { dataKey: 'london', label: 'London', valueFormatter: celsius },
        { dataKey: 'moscow', label: 'Moscow', valueFormatter: celsius },
        { dataKey: 'sydney', label: 'Sydney', valueFormatter: celsius },
      ]}
    />
  );
}
