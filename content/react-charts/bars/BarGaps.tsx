import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

export default function BarGaps() {
  return (
    <BarChart
      height={300}
      dataset={airports.slice(0, 6)}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'code',
          // An airport's two years touch; a wide gap separates one airport
          // from the next.
          barGapRatio: 0,
          categoryGapRatio: 0.5,
        },
      ]}
      yAxis={[{ label: 'Passengers (millions)', width: 60 }]}
      series={[
        { dataKey: 'y2019', label: '2019', color: '#b0bec5' },
        { dataKey: 'y2023', label: '2023', color: '#1565c0' },
      ]}
    />
  );
}
