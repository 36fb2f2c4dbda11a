import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

export default function GradientArea() {
  return (
    <LineChart
      height={300}
      dataset={co2}
      xAxis={[{ dataKey: 'year', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ min: 300, width: 50 }]}
      series={[{ dataKey: 'ppm', label: 'CO₂ at Mauna Loa (ppm)', area: true, showMark: false, color: '#00897b' }]}
      // The gradient is defined in the chart's own SVG and the area's fill points at it.
      sx={{ [`& .${areaElementClasses.root}`]: { fill: 'url(#co2-fade)' } }}
    >
      <defs>
        <linearGradient id="co2-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#00897b" stopOpacity={0.6} />
          <stop offset="100%" stopColor="#00897b" stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
