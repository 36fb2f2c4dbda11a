import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

export default function AirportsBeforeAfter() {
  return (
    <BarChart
      height={320}
      dataset={airports}
      // Wide categories, bars touching within a category: the pair reads as one.
      xAxis={[{ scaleType: 'band', dataKey: 'code', categoryGapRatio: 0.35, barGapRatio: 0 }]}
      yAxis={[{ label: 'Passengers (millions)', width: 60 }]}
      series={[
        { dataKey: 'y2019', label: '2019', color: '#b0bec5' },
        { dataKey: 'y2023', label: '2023', color: '#1565c0' },
      ]}
      grid={{ horizontal: true }}
      borderRadius={3}
    />
  );
}
