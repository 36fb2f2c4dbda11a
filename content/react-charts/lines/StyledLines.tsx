import {
  LineChart,
  areaElementClasses,
  lineElementClasses,
  markElementClasses,
} from '@mui/x-charts/LineChart';
import { london, months, sydney } from './temperatures';

export default function StyledLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { id: 'london', data: london, label: 'London (°C)', area: true },
        { id: 'sydney', data: sydney, label: 'Sydney (°C)' },
      ]}
      sx={{
        // A pale wash instead of the solid default fill: the grid shows through.
        [`& .${areaElementClasses.root}`]: { fillOpacity: 0.2 },
        // Line and area paths carry the series id in data-series.
        [`& .${lineElementClasses.root}[data-series="sydney"]`]: {
          strokeDasharray: '6 4',
        },
        // Marks get a class per series instead: MuiMarkElement-series-<id>.
        [`& .${markElementClasses.series}-sydney`]: { r: 3, strokeWidth: 1 },
      }}
      grid={{ horizontal: true }}
    />
  );
}
