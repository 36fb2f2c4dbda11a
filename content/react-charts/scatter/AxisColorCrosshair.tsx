import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

const points = countries.map((country) => ({
  id: country.id,
  x: country.gdpPerCapita,
  y: country.lifeExpectancy,
}));

export default function AxisColorCrosshair() {
  return (
    <ScatterChart
      height={320}
      series={[{ data: points, label: 'Countries, 2022', markerSize: 5 }]}
      xAxis={[
        {
          scaleType: 'log',
          label: 'GDP per capita (US$)',
          tickInterval: [1000, 10000, 100000],
        },
      ]}
      yAxis={[
        {
          label: 'Life expectancy (years)',
          min: 50,
          // Below 65 years, 65 to 75, and 75 or more: the y value picks the colour.
          colorMap: {
            type: 'piecewise',
            thresholds: [65, 75],
            colors: ['#d84315', '#f9a825', '#2e7d32'],
          },
        },
      ]}
      // A line through the pointer on each axis; a scatter chart draws none by default.
      axisHighlight={{ x: 'line', y: 'line' }}
    />
  );
}
