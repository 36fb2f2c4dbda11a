import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics, twoLineNames } from './climates';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function ItemTooltip() {
  return (
    <RadarChart
      height={340}
      // Wider than the radar's default (30 px, 50 px at the sides): room for names on two lines.
      margin={{ top: 44, bottom: 44, left: 64, right: 64 }}
      radar={{ metrics, labelFormatter: twoLineNames }}
      series={climates.map((city) => ({ ...city, fillArea: true, valueFormatter: celsius }))}
      highlight="series"
      // One city with all four values, rather than one metric for every city.
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
