import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

const millions = (value: number | null) => (value === null ? '' : `${value} million`);

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      // Each series and the axis read a field of the same rows.
      dataset={airports}
      xAxis={[{ scaleType: 'band', dataKey: 'code' }]}
      yAxis={[{ label: 'Passengers (millions)', width: 60 }]}
      series={[
        { dataKey: 'y2019', label: '2019', valueFormatter: millions },
        { dataKey: 'y2023', label: '2023', valueFormatter: millions },
      ]}
    />
  );
}
