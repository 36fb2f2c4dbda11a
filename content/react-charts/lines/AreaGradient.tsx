import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { co2 } from './co2-mauna-loa';

const TEAL = '#00838f';

export default function AreaGradient() {
  return (
    <LineChart
      height={300}
      dataset={co2}
      xAxis={[
        {
          dataKey: 'year',
          domainLimit: 'strict',
          valueFormatter: (year: number) => String(year),
        },
      ]}
      yAxis={[{ label: 'CO₂ (ppm)', width: 60 }]}
      series={[
        {
          dataKey: 'ppm',
          label: 'Mauna Loa, annual mean',
          area: true,
          showMark: false,
          baseline: 'min',
          color: TEAL,
        },
      ]}
      // CSS beats the fill attribute the chart sets on the area path.
      sx={{ [`& .${areaElementClasses.root}`]: { fill: 'url(#co2-area-fade)' } }}
    >
      {/* Children of LineChart are drawn inside its SVG, so a gradient can live here. */}
      <defs>
        <linearGradient id="co2-area-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={TEAL} stopOpacity={0.6} />
          <stop offset="100%" stopColor={TEAL} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
