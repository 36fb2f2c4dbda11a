import { RadarChart } from '@mui/x-charts/RadarChart';
import { climates, metrics } from './climates';

// Short names around the chart, full ones in the tooltip.
const SHORT: Record<string, string> = {
  'Coldest month': 'Min',
  'Warmest month': 'Max',
  'Annual mean': 'Mean',
  'Yearly swing': 'Swing',
};

export default function MetricLabels() {
  return (
    <RadarChart
      height={300}
      radar={{
        metrics,
        labelGap: 12,
        labelFormatter: (name, { location }) => (location === 'tick' ? (SHORT[name] ?? name) : `${name} (°C)`),
      }}
      series={climates}
    />
  );
}
