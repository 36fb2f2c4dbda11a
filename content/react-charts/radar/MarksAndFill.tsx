import { RadarChart } from '@mui/x-charts/RadarChart';

// Electricity generated in 2023, as a percentage of what nuclear, hydro, wind, solar and
// fossil fuels made together: U.S. EIA, Electric Power Monthly; RTE, Bilan électrique.
export default function MarksAndFill() {
  return (
    <RadarChart
      height={320}
      radar={{ max: 100, metrics: ['Nuclear', 'Hydro', 'Wind', 'Solar', 'Fossil'] }}
      series={[
        // The subject as a filled shape without dots, the benchmark as an outline with them.
        { label: 'France', data: [66.1, 12.2, 10.5, 4.5, 6.6], fillArea: true, hideMark: true },
        { label: 'United States', data: [19.0, 5.9, 10.4, 4.0, 60.7] },
      ]}
    />
  );
}
