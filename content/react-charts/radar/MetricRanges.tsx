import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics, twoLineNames } from './climates';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function MetricRanges() {
  return (
    <RadarChart
      height={340}
      // Wider than the radar's default (30 px, 50 px at the sides): room for names on two lines.
      margin={{ top: 44, bottom: 44, left: 64, right: 64 }}
      // Each metric has its own range: min is 0 unless set, so a negative value needs one.
      radar={{ metrics, labelFormatter: twoLineNames }}
      series={climates.map((city) => ({ ...city, valueFormatter: celsius }))}
    />
  );
}
