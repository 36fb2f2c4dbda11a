import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics } from './climates';

export default function SeriesHighlight() {
  return (
    <RadarChart
      height={340}
      radar={{ metrics }}
      // Hovering an area highlights that city; the default highlights one metric across cities.
      highlight="series"
      series={climates.map((city) => ({ ...city, fillArea: true }))}
      shape="circular"
      divisions={6}
    />
  );
}
