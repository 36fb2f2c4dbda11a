import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { countries } from './countries';

// Least-squares fit of life expectancy against the logarithm of GDP per capita.
const logs = countries.map((country) => Math.log10(country.gdpPerCapita));
const years = countries.map((country) => country.lifeExpectancy);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const [mx, my] = [mean(logs), mean(years)];
const slope =
  logs.reduce((sum, x, i) => sum + (x - mx) * ((years[i] ?? 0) - my), 0) /
  logs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
const fitAt = (gdp: number) => my + slope * (Math.log10(gdp) - mx);

/** Children of the chart are drawn in its SVG, with the chart's scales at hand. */
function FitLine({ from, to }: { from: number; to: number }) {
  const xScale = useXScale<'log'>();
  const yScale = useYScale<'linear'>();
  return (
    <line
      x1={xScale(from)}
      y1={yScale(fitAt(from))}
      x2={xScale(to)}
      y2={yScale(fitAt(to))}
      stroke="#e65100"
      strokeWidth={2}
    />
  );
}

export default function TrendLine() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          label: 'Countries, 2022',
          data: countries.map((c) => ({ id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy })),
        },
      ]}
      xAxis={[{ scaleType: 'log', label: 'GDP per capita (US$)', tickInterval: [1000, 10000, 100000] }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
    >
      <FitLine from={560} to={108700} />
    </ScatterChart>
  );
}
