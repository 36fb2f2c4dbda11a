import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

export default function PopulationColor() {
  return (
    <ScatterChart
      height={340}
      // The third value of each point (z) drives the colour through the z-axis.
      series={[
        {
          label: 'Countries, 2022',
          data: countries.map((country) => ({
            id: country.id,
            x: country.gdpPerCapita,
            y: country.lifeExpectancy,
            z: country.population,
          })),
          markerSize: 6,
        },
      ]}
      xAxis={[{ scaleType: 'log', label: 'GDP per capita (US$)', tickInterval: [1000, 10000, 100000] }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [50, 200],
            colors: ['#90caf9', '#1e88e5', '#0d47a1'],
          },
        },
      ]}
    />
  );
}
