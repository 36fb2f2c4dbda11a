import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

const points = countries.map((country) => ({
  id: country.id,
  x: country.gdpPerCapita,
  y: country.lifeExpectancy,
}));

export default function BasicScatter() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'GDP per capita (US$)' }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={[{ data: points, label: 'Countries, 2022' }]}
    />
  );
}
