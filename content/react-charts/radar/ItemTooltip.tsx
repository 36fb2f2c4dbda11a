import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics } from './climates';

const celsius = (value: number | null) => (value === null ? '' : `${value} °C`);

export default function ItemTooltip() {
  return (
    <RadarChart
      height={340}
      radar={{ metrics }}
      series={climates.map((city) => ({ ...city, fillArea: true, valueFormatter: celsius }))}
      highlight="series"
      // One city with all four values, rather than one metric for every city.
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
