import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './countries';

// Marker size is per series: three series by population give three sizes of "bubble".
const BANDS = [
  { label: 'Under 100 million', test: (p: number) => p < 100, markerSize: 5 },
  { label: '100 to 500 million', test: (p: number) => p >= 100 && p < 500, markerSize: 10 },
  { label: 'Over 500 million', test: (p: number) => p >= 500, markerSize: 18 },
];

export default function PopulationBubbles() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ scaleType: 'log', label: 'GDP per capita (US$)', tickInterval: [1000, 10000, 100000] }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50 }]}
      series={BANDS.map((band) => ({
        label: band.label,
        markerSize: band.markerSize,
        data: countries
          .filter((country) => band.test(country.population))
          .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
      }))}
    />
  );
}
