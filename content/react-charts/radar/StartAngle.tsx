import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics, twoLineNames } from './climates';

export default function StartAngle() {
  return (
    <RadarChart
      height={340}
      // Wider than the radar's default (30 px, 50 px at the sides): room for names on two lines.
      margin={{ top: 44, bottom: 44, left: 64, right: 64 }}
      // Four metrics make a diamond; turned by 45° it becomes a square, with the
      // first metric in the top-right corner.
      radar={{ metrics, startAngle: 45, labelFormatter: twoLineNames }}
      series={climates}
    />
  );
}
