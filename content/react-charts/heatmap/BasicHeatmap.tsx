import { Heatmap } from '@mui/x-charts-pro/Heatmap';

// Electricity generated in 2023 from nuclear, hydro, wind, solar and fossil fuels, as a
// percentage of what these five made: U.S. EIA, Electric Power Monthly; RTE, Bilan électrique.
const sources = ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Fossil'];
const countries = ['France', 'United States'];
const shares = [
  [66.1, 12.2, 10.5, 4.5, 6.6],
  [19.0, 5.9, 10.4, 4.0, 60.7],
];

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={200}
      xAxis={[{ data: sources }]}
      yAxis={[{ data: countries, width: 100 }]}
      // Each cell is [x index, y index, value]; the default colours run from 0 to 100.
      series={[{ data: shares.flatMap((row, y) => row.map((share, x): [number, number, number] => [x, y, share])) }]}
    />
  );
}
