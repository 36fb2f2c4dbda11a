import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics } from './climates';

export default function StartAngle() {
  return (
    <RadarChart
      height={340}
      // Four metrics make a diamond; turned by 45° it becomes a square, with the
      // first metric in the top-right corner.
      radar={{ metrics, startAngle: 45 }}
      series={climates}
    />
  );
}
