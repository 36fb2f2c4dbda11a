import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cells, cities, months } from './temperatures';

export default function TemperatureRange() {
  return (
    <Heatmap
      height={220}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 70 }]}
      series={[{ data: cells }]}
      // Temperatures from -6 to 24 °C: a scale made for them, cold blue to warm red.
      zAxis={[{ colorMap: { type: 'continuous', min: -10, max: 25, color: ['#2166ac', '#b2182b'] } }]}
    />
  );
}
