import { LineChart } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

// One Date per year, made in UTC so that every reader sees 1 January whatever their zone.
const rows = co2.map(({ year, ppm }) => ({ date: new Date(Date.UTC(year, 0, 1)), ppm }));

export default function Co2TimeAxis() {
  return (
    <LineChart
      height={320}
      dataset={rows}
      xAxis={[
        {
          dataKey: 'date',
          scaleType: 'utc',
          valueFormatter: (date: Date) => String(date.getUTCFullYear()),
        },
      ]}
      yAxis={[{ label: 'CO₂ (ppm)', width: 60 }]}
      series={[{ dataKey: 'ppm', label: 'Mauna Loa, annual mean', showMark: false }]}
    />
  );
}
