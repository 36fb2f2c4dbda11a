import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics } from './climates';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function MetricRanges() {
  return (
    <RadarChart
      height={340}
      // Each metric has its own range: min is 0 unless set, so a negative value needs one.
      radar={{ metrics }}
      series={climates.map((city) => ({ ...city, valueFormatter: celsius }))}
    />
  );
}
