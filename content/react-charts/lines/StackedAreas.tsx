import { LineChart } from '@mui/x-charts/LineChart';

// United Nations, World Population Prospects 2022 (estimates to 2020, medium
// variant after): population by region, in billions. The Americas are Latin America
// and Northern America together; Oceania is left out.
const years = [2000, 2010, 2020, 2030, 2040, 2050];
const regions = [
  { label: 'Asia', data: [3.74, 4.22, 4.66, 4.96, 5.18, 5.29] },
  { label: 'Africa', data: [0.82, 1.04, 1.36, 1.71, 2.09, 2.49] },
  { label: 'Europe', data: [0.73, 0.74, 0.75, 0.74, 0.72, 0.7] },
  { label: 'Americas', data: [0.83, 0.93, 1.02, 1.08, 1.13, 1.15] },
];

export default function StackedAreas() {
  return (
    <LineChart
      height={340}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ label: 'Billions', width: 50 }]}
      // area fills under each line; a shared stack piles the areas up.
      series={regions.map((region) => ({ ...region, area: true, stack: 'world', showMark: false }))}
    />
  );
}
