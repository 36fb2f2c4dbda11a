import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';
import { countries, regions } from './countries';

// One series per region: each gets its own colour and legend entry.
const series = regions.map((region) => ({
  label: region,
  data: countries
    .filter((country) => country.region === region)
    .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
  valueFormatter: (point: ScatterValueType | null) =>
    point === null ? '' : `${countries.find((c) => c.id === point.id)?.name}: $${point.x}, ${point.y} years`,
}));

export default function RegionSeries() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ scaleType: 'log', label: 'GDP per capita (US$, log scale)', tickInterval: [1000, 10000, 100000] }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={series}
    />
  );
}
