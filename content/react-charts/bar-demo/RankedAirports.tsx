import { BarChart } from '@mui/x-charts/BarChart';
import { airports } from './airports';

// Sorted, so that the ranking reads from the top; Heathrow picked out in its own colour.
const ranked = [...airports].sort((a, b) => b.y2023 - a.y2023);

export default function RankedAirports() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      dataset={ranked}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'city',
          width: 120,
          colorMap: { type: 'ordinal', values: ['London Heathrow'], colors: ['#c62828'], unknownColor: '#90a4ae' },
        },
      ]}
      xAxis={[{ label: 'Passengers in 2023 (millions)' }]}
      series={[{ dataKey: 'y2023' }]}
      barLabel="value"
      borderRadius={4}
    />
  );
}
