import { LineChart } from '@mui/x-charts/LineChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { london, months, moscow, sydney } from './temperatures';

const CITIES = [
  { id: 'sydney', name: 'Sydney', data: sydney, color: '#ef6c00' },
  { id: 'london', name: 'London', data: london, color: '#1565c0' },
  { id: 'moscow', name: 'Moscow', data: moscow, color: '#6a1b9a' },
];

// Each name is written where its line ends, in the line's colour: no legend to decode.
function LineEndLabels() {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const lastIndex = months.length - 1;
  const x = (xScale(months[lastIndex] ?? '') ?? 0) + 8;
  return (
    <g>
      {CITIES.map((city) => {
        const value = city.data[lastIndex];
        if (value === undefined) {
          return null;
        }
        return (
          <text
            key={city.id}
            x={x}
            y={yScale(value)}
            fill={city.color}
            fontSize={13}
            dominantBaseline="central"
          >
            {city.name}
          </text>
        );
      })}
    </g>
  );
}

export default function EndLabels() {
  return (
    <LineChart
      height={320}
      // Room on the right for the names, which are drawn outside the plotting area.
      margin={{ right: 70 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}°` }]}
      series={CITIES.map((city) => ({
        id: city.id,
        label: city.name,
        data: city.data,
        color: city.color,
        showMark: false,
        valueFormatter: (value: number | null) => `${value} °C`,
      }))}
      hideLegend
    >
      <LineEndLabels />
    </LineChart>
  );
}
