import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { countries } from './countries';

/** A short label beside each point, placed through the chart's scales. */
function CountryCodes() {
  const xScale = useXScale<'log'>();
  const yScale = useYScale<'linear'>();
  return (
    <g fontSize={11} fill="currentColor">
      {countries.map((country) => (
        <text key={country.id} x={xScale(country.gdpPerCapita) + 6} y={yScale(country.lifeExpectancy) + 4}>
          {country.id}
        </text>
      ))}
    </g>
  );
}

export default function LabelledPoints() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ scaleType: 'log', label: 'GDP per capita (US$)', tickInterval: [1000, 10000, 100000] }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={[
        {
          label: 'Countries, 2022',
          data: countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
        },
      ]}
      hideLegend
    >
      <CountryCodes />
    </ScatterChart>
  );
}
