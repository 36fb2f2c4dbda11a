import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics, twoLineNames } from './climates';

export default function SeriesHighlight() {
  return (
    <RadarChart
      height={340}
      // Wider than the radar's default (30 px, 50 px at the sides): room for names on two lines.
      margin={{ top: 44, bottom: 44, left: 64, right: 64 }}
      radar={{ metrics, labelFormatter: twoLineNames }}
      // Hovering an area highlights that city; the default highlights one metric across cities.
      highlight="series"
      series={climates.map((city) => ({ ...city, fillArea: true }))}
      shape="circular"
      divisions={6}
    />
  );
}
